import { change, type ProductChanges } from './change.ts';

// The demo price and volatility indicators (bands, ranges, stops, momentum): one change of their
// own in each version of the history.

export const PRICE_LEVEL_CHANGES: ProductChanges = {
  'VWAP Bands Plus': {
    '3.1.0': [
      change('new', [
        'Anchored VWAP from any bar: Ctrl-click a bar to start a new anchor.',
        'VWAP ancorado a partir de qualquer barra: Ctrl+clique em uma barra para iniciar uma nova âncora.',
        'VWAP anclado desde cualquier barra: Ctrl+clic en una barra para iniciar un nuevo anclaje.',
        'Verankerter VWAP ab jedem Balken: Strg-Klick auf einen Balken setzt einen neuen Anker.',
        'VWAP ancré depuis n’importe quelle barre : Ctrl-clic sur une barre pour poser une nouvelle ancre.',
        '可从任意 K 线开始锚定 VWAP：按住 Ctrl 单击一根 K 线即可设置新的锚点。',
      ]),
    ],
    '3.1.5': [
      change('fixed', [
        'The weekly VWAP started on Monday’s session instead of the Globex open on Sunday evening.',
        'O VWAP semanal começava na sessão de segunda-feira em vez da abertura do Globex no domingo à noite.',
        'El VWAP semanal empezaba en la sesión del lunes en lugar de en la apertura de Globex del domingo por la noche.',
        'Der Wochen-VWAP begann mit der Montagssession statt mit der Globex-Eröffnung am Sonntagabend.',
        'Le VWAP hebdomadaire démarrait à la session du lundi au lieu de l’ouverture Globex du dimanche soir.',
        '周 VWAP 从周一的交易时段开始计算，而不是从周日晚间 Globex 开盘开始。',
      ]),
    ],
    '3.2.0': [
      change('improved', [
        'Band fills have their own opacity setting, so price bars stay readable under the bands.',
        'O preenchimento das bandas tem sua própria configuração de opacidade, para que as barras de preço continuem legíveis.',
        'El relleno de las bandas tiene su propio ajuste de opacidad, para que las barras de precio sigan legibles.',
        'Die Bandfüllung hat eine eigene Deckkraft-Einstellung, damit die Kursbalken darunter lesbar bleiben.',
        'Le remplissage des bandes a son propre réglage d’opacité, pour que les barres de prix restent lisibles.',
        '通道填充有了单独的不透明度设置，价格 K 线在通道下依然清晰可读。',
      ]),
    ],
  },
  'Momentum Heatmap': {
    '3.1.0': [
      change('new', [
        'The timeframes of the eight rows can be chosen freely, from 1 minute to daily.',
        'Os tempos gráficos das oito linhas podem ser escolhidos livremente, de 1 minuto a diário.',
        'Los marcos temporales de las ocho filas pueden elegirse libremente, de 1 minuto a diario.',
        'Die Zeitrahmen der acht Zeilen sind frei wählbar, von 1 Minute bis Tag.',
        'Les unités de temps des huit lignes se choisissent librement, de 1 minute au quotidien.',
        '八行的周期可以自由选择，从 1 分钟到日线。',
      ]),
    ],
    '3.1.5': [
      change('fixed', [
        'The panel stayed blank on a new chart until the first real-time tick arrived.',
        'O painel ficava vazio em um gráfico novo até chegar o primeiro tick em tempo real.',
        'El panel quedaba vacío en un gráfico nuevo hasta que llegaba el primer tick en tiempo real.',
        'Das Panel blieb auf einem neuen Chart leer, bis der erste Echtzeit-Tick eintraf.',
        'Le panneau restait vide sur un nouveau graphique jusqu’à l’arrivée du premier tick en temps réel.',
        '新图表上的面板在收到第一个实时跳动之前一直是空白的。',
      ]),
    ],
    '3.2.0': [
      change('improved', [
        'A colour-blind friendly palette (blue and orange) is available beside the red and green one.',
        'Uma paleta adequada para daltônicos (azul e laranja) está disponível ao lado da vermelha e verde.',
        'Hay una paleta apta para daltónicos (azul y naranja) junto a la roja y verde.',
        'Neben der rot-grünen gibt es eine Palette für Farbfehlsichtige (Blau und Orange).',
        'Une palette adaptée aux daltoniens (bleu et orange) est disponible à côté de la rouge et verte.',
        '在红绿配色之外，新增适合色盲用户的蓝橙配色。',
      ]),
    ],
  },
  'Session Range Breakout': {
    '3.1.0': [
      change('new', [
        'Session times follow the instrument’s trading-hours template, so ranges line up on markets outside the US.',
        'Os horários das sessões seguem o template de horário de negociação do instrumento, para que as faixas se alinhem em mercados fora dos EUA.',
        'Los horarios de las sesiones siguen la plantilla de horario del instrumento, para que los rangos cuadren en mercados fuera de EE. UU.',
        'Die Sessionzeiten folgen der Handelszeitenvorlage des Instruments, damit die Ranges auch an Märkten außerhalb der USA passen.',
        'Les horaires des sessions suivent le modèle d’horaires de l’instrument, pour que les ranges s’alignent sur les marchés hors des États-Unis.',
        '时段时间跟随品种的交易时间模板，美国以外市场的区间也能对齐。',
      ]),
    ],
    '3.1.5': [
      change('fixed', [
        'Breakout targets were drawn from the wrong range after the daylight-saving change.',
        'Os alvos de rompimento eram desenhados a partir da faixa errada após a mudança do horário de verão.',
        'Los objetivos de ruptura se dibujaban desde el rango equivocado tras el cambio de horario de verano.',
        'Breakout-Ziele wurden nach der Zeitumstellung von der falschen Range aus gezeichnet.',
        'Les objectifs de cassure étaient tracés depuis le mauvais range après le changement d’heure.',
        '夏令时切换后，突破目标是从错误的区间绘制的。',
      ]),
    ],
    '3.2.0': [
      change('new', [
        'Failed breakouts that close back inside the range within three bars are marked with an X.',
        'Rompimentos falhos que fecham de volta dentro da faixa em até três barras são marcados com um X.',
        'Las rupturas fallidas que cierran de nuevo dentro del rango en tres barras o menos se marcan con una X.',
        'Fehlausbrüche, die innerhalb von drei Balken wieder in der Range schließen, werden mit einem X markiert.',
        'Les cassures ratées qui clôturent de nouveau dans le range en trois barres ou moins sont marquées d’un X.',
        '三根 K 线内收回区间的失败突破会用 X 标出。',
      ]),
    ],
  },
  'Smart ATR Stops': {
    '3.1.0': [
      change('new', [
        'Separate ATR multipliers for the stop and for each of the two targets.',
        'Multiplicadores de ATR separados para o stop e para cada um dos dois alvos.',
        'Multiplicadores de ATR separados para el stop y para cada uno de los dos objetivos.',
        'Getrennte ATR-Multiplikatoren für den Stopp und für jedes der beiden Ziele.',
        'Multiplicateurs d’ATR séparés pour le stop et pour chacun des deux objectifs.',
        '止损和两个目标位分别使用独立的 ATR 倍数。',
      ]),
    ],
    '3.1.5': [
      change('fixed', [
        'Stop levels jumped at the session open because the overnight bars were counted in the ATR.',
        'Os níveis de stop saltavam na abertura da sessão porque as barras noturnas entravam no ATR.',
        'Los niveles de stop saltaban en la apertura de la sesión porque las barras nocturnas se contaban en el ATR.',
        'Stopp-Level sprangen zur Sessioneröffnung, weil die Nachtbalken in den ATR eingerechnet wurden.',
        'Les niveaux de stop sautaient à l’ouverture de la session car les barres de nuit entraient dans l’ATR.',
        '由于夜盘 K 线被计入 ATR，止损位在开盘时会突然跳动。',
      ]),
    ],
    '3.2.0': [
      change('improved', [
        'Levels are rounded to the instrument’s tick size, so they can be used as order prices as shown.',
        'Os níveis são arredondados ao tamanho do tick do instrumento, para que possam ser usados como preços de ordem tal como aparecem.',
        'Los niveles se redondean al tamaño de tick del instrumento, así que pueden usarse tal cual como precios de orden.',
        'Die Level werden auf die Tickgröße des Instruments gerundet und lassen sich so direkt als Orderpreise verwenden.',
        'Les niveaux sont arrondis au pas de cotation de l’instrument, pour servir tels quels de prix d’ordre.',
        '价位按品种的最小跳动单位取整，可直接用作下单价格。',
      ]),
    ],
  },
  'Opening Range Pro': {
    '3.1.0': [
      change('new', [
        'Extension levels can be set in percent of the range or in ticks.',
        'Os níveis de extensão podem ser definidos em porcentagem da faixa ou em ticks.',
        'Los niveles de extensión pueden definirse en porcentaje del rango o en ticks.',
        'Extension-Level lassen sich in Prozent der Range oder in Ticks festlegen.',
        'Les niveaux d’extension se règlent en pourcentage du range ou en ticks.',
        '扩展位可以按区间的百分比或按跳动点设置。',
      ]),
    ],
    '3.1.5': [
      change('fixed', [
        'The midline was drawn one tick off on instruments with a tick size below 0.01.',
        'A linha média era desenhada um tick deslocada em instrumentos com tamanho de tick abaixo de 0,01.',
        'La línea media se dibujaba desplazada un tick en instrumentos con un tamaño de tick inferior a 0,01.',
        'Die Mittellinie lag bei Instrumenten mit einer Tickgröße unter 0,01 einen Tick daneben.',
        'La ligne médiane était décalée d’un tick sur les instruments dont le pas est inférieur à 0,01.',
        '在最小跳动单位小于 0.01 的品种上，中线会偏移一个跳动点。',
      ]),
    ],
    '3.2.0': [
      change('new', [
        'A second opening range (for example the first 30 minutes next to the first 5) on the same chart.',
        'Uma segunda faixa de abertura (por exemplo, os primeiros 30 minutos ao lado dos primeiros 5) no mesmo gráfico.',
        'Un segundo rango de apertura (por ejemplo, los primeros 30 minutos junto a los primeros 5) en el mismo gráfico.',
        'Eine zweite Opening Range (zum Beispiel die ersten 30 Minuten neben den ersten 5) im selben Chart.',
        'Un second range d’ouverture (par exemple les 30 premières minutes à côté des 5 premières) sur le même graphique.',
        '同一图表上可再显示一个开盘区间（例如在前 5 分钟之外再显示前 30 分钟）。',
      ]),
    ],
  },
  'Mean Reversion Bands': {
    '3.1.0': [
      change('new', [
        'Band width can follow ATR or standard deviation (Width Mode setting).',
        'A largura das bandas pode seguir o ATR ou o desvio padrão (configuração Width Mode).',
        'El ancho de las bandas puede seguir el ATR o la desviación estándar (ajuste Width Mode).',
        'Die Bandbreite kann dem ATR oder der Standardabweichung folgen (Einstellung Width Mode).',
        'La largeur des bandes peut suivre l’ATR ou l’écart type (réglage Width Mode).',
        '通道宽度可以跟随 ATR 或标准差（Width Mode 设置）。',
      ]),
    ],
    '3.1.5': [
      change('fixed', [
        'The reversion marker appeared one bar late when momentum faded on the closing bar.',
        'O marcador de reversão aparecia uma barra atrasado quando o momentum enfraquecia na barra de fechamento.',
        'El marcador de reversión aparecía una barra tarde cuando el momentum se debilitaba en la barra de cierre.',
        'Die Reversionsmarkierung erschien einen Balken zu spät, wenn das Momentum auf dem Schlussbalken nachließ.',
        'Le marqueur de retour à la moyenne apparaissait une barre trop tard lorsque le momentum faiblissait sur la barre de clôture.',
        '当动能在收盘 K 线上减弱时，回归标记会晚一根 K 线出现。',
      ]),
    ],
    '3.2.0': [
      change('improved', [
        'The mean line can be a VWAP instead of a moving average, for intraday charts.',
        'A linha média pode ser um VWAP em vez de uma média móvel, para gráficos intradiários.',
        'La línea media puede ser un VWAP en lugar de una media móvil, para gráficos intradía.',
        'Die Mittellinie kann für Intraday-Charts ein VWAP statt eines gleitenden Durchschnitts sein.',
        'La ligne moyenne peut être un VWAP au lieu d’une moyenne mobile, pour les graphiques intraday.',
        '日内图表上，均值线可以使用 VWAP 代替移动平均线。',
      ]),
    ],
  },
};

import { change, type ProductChanges } from './change.ts';

// The other demo indicators: one change of their own in each version of the history.

export const CATALOGUE_CHANGES: ProductChanges = {
  'Delta Divergence': {
    '3.1.0': [
      change('new', [
        'Divergences can now be confirmed by cumulative delta or by bar delta (Divergence Source setting).',
        'As divergências agora podem ser confirmadas pelo delta acumulado ou pelo delta da barra (configuração Divergence Source).',
        'Las divergencias ahora pueden confirmarse con el delta acumulado o con el delta de la barra (ajuste Divergence Source).',
        'Divergenzen lassen sich jetzt über das kumulierte Delta oder das Balkendelta bestätigen (Einstellung Divergence Source).',
        'Les divergences peuvent désormais être confirmées par le delta cumulé ou par le delta de la barre (réglage Divergence Source).',
        '背离现在可以用累计 Delta 或单根 K 线 Delta 确认（Divergence Source 设置）。',
      ]),
    ],
    '3.1.5': [
      change('fixed', [
        'A divergence could be flagged twice when a swing high and a swing low formed on the same bar.',
        'Uma divergência podia ser marcada duas vezes quando uma máxima e uma mínima de swing se formavam na mesma barra.',
        'Una divergencia podía marcarse dos veces cuando un máximo y un mínimo de swing se formaban en la misma barra.',
        'Eine Divergenz konnte doppelt markiert werden, wenn sich Swing-Hoch und Swing-Tief auf demselben Balken bildeten.',
        'Une divergence pouvait être signalée deux fois lorsqu’un plus haut et un plus bas de swing se formaient sur la même barre.',
        '当摆动高点和摆动低点出现在同一根 K 线上时，同一背离可能被标记两次。',
      ]),
    ],
    '3.2.0': [
      change('improved', [
        'Swing Strength now accepts values from 1 to 20, for divergences on higher timeframes.',
        'Swing Strength agora aceita valores de 1 a 20, para divergências em tempos gráficos maiores.',
        'Swing Strength ahora acepta valores de 1 a 20, para divergencias en marcos temporales mayores.',
        'Swing Strength akzeptiert jetzt Werte von 1 bis 20, für Divergenzen auf höheren Zeitrahmen.',
        'Swing Strength accepte désormais des valeurs de 1 à 20, pour les divergences sur des unités de temps supérieures.',
        'Swing Strength 现在接受 1 到 20 的取值，适合更高周期上的背离。',
      ]),
    ],
  },
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
  'Market Structure Mapper': {
    '3.1.0': [
      change('new', [
        'Change-of-character labels (CHoCH) beside the break-of-structure labels, each in its own colour.',
        'Rótulos de mudança de caráter (CHoCH) ao lado dos rótulos de quebra de estrutura, cada um com sua cor.',
        'Etiquetas de cambio de carácter (CHoCH) junto a las de ruptura de estructura, cada una con su propio color.',
        'Change-of-Character-Beschriftungen (CHoCH) neben den Break-of-Structure-Beschriftungen, jeweils in eigener Farbe.',
        'Étiquettes de changement de caractère (CHoCH) à côté des étiquettes de cassure de structure, chacune dans sa couleur.',
        '在结构突破标签旁新增性质转变（CHoCH）标签，各自使用独立颜色。',
      ]),
    ],
    '3.1.5': [
      change('fixed', [
        'Swing labels overlapped the price bars on charts with a small Bar Spacing.',
        'Os rótulos de swing se sobrepunham às barras de preço em gráficos com Bar Spacing pequeno.',
        'Las etiquetas de swing se superponían a las barras de precio en gráficos con un Bar Spacing pequeño.',
        'Swing-Beschriftungen überlagerten die Kursbalken bei Charts mit kleinem Bar Spacing.',
        'Les étiquettes de swing chevauchaient les barres de prix sur les graphiques avec un petit Bar Spacing.',
        '在 Bar Spacing 较小的图表上，摆动标签会与价格 K 线重叠。',
      ]),
    ],
    '3.2.0': [
      change('improved', [
        'Internal and external structure can be shown separately, with a lighter line for internal swings.',
        'As estruturas interna e externa podem ser exibidas separadamente, com uma linha mais clara para os swings internos.',
        'La estructura interna y la externa pueden mostrarse por separado, con una línea más clara para los swings internos.',
        'Interne und externe Struktur lassen sich getrennt anzeigen, interne Swings mit einer helleren Linie.',
        'Les structures interne et externe peuvent s’afficher séparément, avec une ligne plus claire pour les swings internes.',
        '内部结构和外部结构可以分开显示，内部摆动使用更浅的线条。',
      ]),
    ],
  },
  'Liquidity Sweep Detector': {
    '3.1.0': [
      change('new', [
        'Equal highs and lows within a tolerance in ticks are marked as resting liquidity before the sweep.',
        'Máximas e mínimas iguais dentro de uma tolerância em ticks são marcadas como liquidez em repouso antes da varrida.',
        'Los máximos y mínimos iguales dentro de una tolerancia en ticks se marcan como liquidez en reposo antes del barrido.',
        'Gleiche Hochs und Tiefs innerhalb einer Toleranz in Ticks werden vor dem Sweep als ruhende Liquidität markiert.',
        'Les plus hauts et plus bas égaux à une tolérance en ticks près sont marqués comme liquidité en attente avant le balayage.',
        '在设定的跳动点容差内相等的高点和低点，会在扫单之前被标记为挂单流动性。',
      ]),
    ],
    '3.1.5': [
      change('fixed', [
        'A reclaim on the sweep bar itself was missed when the bar closed back inside the range.',
        'Uma recuperação na própria barra da varrida não era detectada quando a barra fechava de volta dentro da faixa.',
        'No se detectaba una recuperación en la propia barra del barrido cuando la barra cerraba de nuevo dentro del rango.',
        'Ein Reclaim auf dem Sweep-Balken selbst wurde übersehen, wenn der Balken wieder innerhalb der Range schloss.',
        'Une réintégration sur la barre du balayage elle-même était manquée lorsque la barre clôturait de nouveau dans le range.',
        '当扫单 K 线本身收回区间内时，这次收复没有被识别。',
      ]),
    ],
    '3.2.0': [
      change('new', [
        'Sweeps of the prior day’s high and low are marked, with the session they happened in.',
        'Varridas da máxima e da mínima do dia anterior são marcadas, com a sessão em que aconteceram.',
        'Se marcan los barridos del máximo y el mínimo del día anterior, con la sesión en la que ocurrieron.',
        'Sweeps über Vortageshoch und -tief werden markiert, mit der Session, in der sie stattfanden.',
        'Les balayages du plus haut et du plus bas de la veille sont marqués, avec la session où ils ont eu lieu.',
        '标记对前一日高点和低点的扫单，并注明发生在哪个交易时段。',
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
  'Cumulative Delta Bars': {
    '3.1.0': [
      change('new', [
        'Reset Period setting: cumulative delta can restart each session, each week or never.',
        'Configuração Reset Period: o delta acumulado pode recomeçar a cada sessão, a cada semana ou nunca.',
        'Ajuste Reset Period: el delta acumulado puede reiniciarse cada sesión, cada semana o nunca.',
        'Einstellung Reset Period: Das kumulierte Delta kann jede Session, jede Woche oder nie neu beginnen.',
        'Réglage Reset Period : le delta cumulé peut repartir à chaque session, chaque semaine ou jamais.',
        '新增 Reset Period 设置：累计 Delta 可按每个交易时段、每周重新开始，或从不重置。',
      ]),
    ],
    '3.1.5': [
      change('fixed', [
        'Wicks of the delta candles were cut off when the panel was scaled to fit.',
        'Os pavios dos candles de delta eram cortados quando o painel era redimensionado para caber.',
        'Las mechas de las velas de delta se cortaban al ajustar la escala del panel.',
        'Die Dochte der Delta-Kerzen wurden abgeschnitten, wenn das Panel auf Einpassen skaliert war.',
        'Les mèches des bougies de delta étaient coupées lorsque le panneau était mis à l’échelle pour tenir.',
        '面板自适应缩放时，Delta K 线的影线会被截断。',
      ]),
    ],
    '3.2.0': [
      change('improved', [
        'Divergence colouring uses the same swing rules as Delta Divergence, so both agree on a chart.',
        'A coloração de divergência usa as mesmas regras de swing do Delta Divergence, para que os dois concordem no gráfico.',
        'El coloreado de divergencias usa las mismas reglas de swing que Delta Divergence, así que ambos coinciden en el gráfico.',
        'Die Divergenzfärbung nutzt dieselben Swing-Regeln wie Delta Divergence, sodass beide im Chart übereinstimmen.',
        'La coloration des divergences suit les mêmes règles de swing que Delta Divergence, pour que les deux concordent sur un graphique.',
        '背离着色使用与 Delta Divergence 相同的摆动规则，两者在同一图表上结果一致。',
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
  'Imbalance Scanner': {
    '3.1.0': [
      change('new', [
        'Unfinished auctions at the bar’s high or low are marked with a small open circle.',
        'Leilões inacabados na máxima ou na mínima da barra são marcados com um pequeno círculo vazado.',
        'Las subastas inacabadas en el máximo o el mínimo de la barra se marcan con un pequeño círculo hueco.',
        'Unfertige Auktionen am Hoch oder Tief des Balkens werden mit einem kleinen offenen Kreis markiert.',
        'Les enchères inachevées au plus haut ou au plus bas de la barre sont marquées d’un petit cercle vide.',
        'K 线高点或低点处的未完成拍卖用一个小空心圆标出。',
      ]),
    ],
    '3.1.5': [
      change('fixed', [
        'The imbalance ratio ignored levels with zero volume on one side, which hid the strongest imbalances.',
        'A razão de desequilíbrio ignorava níveis com volume zero de um lado, o que escondia os desequilíbrios mais fortes.',
        'La razón de desequilibrio ignoraba los niveles con volumen cero en un lado, lo que ocultaba los desequilibrios más fuertes.',
        'Das Imbalance-Verhältnis ignorierte Level mit null Volumen auf einer Seite und verbarg so die stärksten Imbalances.',
        'Le ratio de déséquilibre ignorait les niveaux sans volume d’un côté, ce qui masquait les déséquilibres les plus forts.',
        '失衡比率忽略了一侧成交量为零的价位，导致最强的失衡被隐藏。',
      ]),
    ],
    '3.2.0': [
      change('improved', [
        'Scanning a full day of 1-tick data takes about half the time it did.',
        'Escanear um dia inteiro de dados de 1 tick leva cerca de metade do tempo de antes.',
        'Escanear un día completo de datos de 1 tick tarda aproximadamente la mitad que antes.',
        'Das Durchsuchen eines ganzen Tages mit 1-Tick-Daten dauert nur noch etwa halb so lange.',
        'L’analyse d’une journée complète de données 1 tick prend environ deux fois moins de temps.',
        '扫描一整天的 1 跳数据所需时间缩短了约一半。',
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

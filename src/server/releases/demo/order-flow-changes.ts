import { change, type ProductChanges } from './change.ts';

// The demo order-flow indicators (delta, imbalances, liquidity, structure): one change of their
// own in each version of the history.

export const ORDER_FLOW_CHANGES: ProductChanges = {
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
};

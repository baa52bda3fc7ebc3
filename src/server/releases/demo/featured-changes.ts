import { change, type ProductChanges } from './change.ts';

// The three indicators the home page features: their lines of the shop's release history.

const STARTER_TEMPLATE = change('new', [
  'Full Stack 2000T starter template with Orderflow Pulse, Volume Profile Pro and Trend Sentinel, for Pro Bundle owners.',
  'Template inicial Full Stack 2000T com Orderflow Pulse, Volume Profile Pro e Trend Sentinel, para quem tem o Pro Bundle.',
  'Plantilla inicial Full Stack 2000T con Orderflow Pulse, Volume Profile Pro y Trend Sentinel, para quienes tienen el Pro Bundle.',
  'Startvorlage Full Stack 2000T mit Orderflow Pulse, Volume Profile Pro und Trend Sentinel für Besitzer des Pro Bundle.',
  'Modèle de départ Full Stack 2000T avec Orderflow Pulse, Volume Profile Pro et Trend Sentinel, pour les détenteurs du Pro Bundle.',
  '为 Pro Bundle 用户提供 Full Stack 2000T 入门模板，包含 Orderflow Pulse、Volume Profile Pro 和 Trend Sentinel。',
]);

export const FEATURED_CHANGES: ProductChanges = {
  'Orderflow Pulse': {
    '3.1.0': [
      change('improved', [
        'Lower CPU load with Calculate set to On Each Tick in fast markets.',
        'Menor uso de CPU com Calculate em On Each Tick em mercados rápidos.',
        'Menor consumo de CPU con Calculate en On Each Tick en mercados rápidos.',
        'Geringere CPU-Last mit Calculate auf On Each Tick in schnellen Märkten.',
        'Charge CPU réduite avec Calculate sur On Each Tick dans les marchés rapides.',
        '在快速行情中将 Calculate 设为 On Each Tick 时 CPU 占用更低。',
      ]),
    ],
    '3.1.5': [
      change('fixed', [
        'Cumulative delta did not reset at the session start on charts with a custom trading-hours template.',
        'O delta acumulado não era zerado no início da sessão em gráficos com um template de horário personalizado.',
        'El delta acumulado no se reiniciaba al inicio de la sesión en gráficos con una plantilla de horario personalizada.',
        'Das kumulierte Delta wurde bei Charts mit eigener Handelszeitenvorlage zu Sessionbeginn nicht zurückgesetzt.',
        'Le delta cumulé ne se réinitialisait pas au début de la session sur les graphiques utilisant un modèle d’horaires personnalisé.',
        '在使用自定义交易时间模板的图表上，累计 Delta 未在时段开始时重置。',
      ]),
    ],
    '3.2.0': [
      change('new', [
        'Alerts when a new stacked imbalance zone forms or an absorption dot prints, with sound and Alerts Log priority.',
        'Alertas quando uma nova zona de desequilíbrios empilhados se forma ou um ponto de absorção aparece, com som e prioridade no Alerts Log.',
        'Alertas cuando se forma una nueva zona de desequilibrios apilados o aparece un punto de absorción, con sonido y prioridad en el Alerts Log.',
        'Alarme, wenn eine neue gestapelte Imbalance-Zone entsteht oder ein Absorptionspunkt erscheint, mit Ton und Priorität im Alerts Log.',
        'Alertes lorsqu’une nouvelle zone de déséquilibres empilés se forme ou qu’un point d’absorption apparaît, avec son et priorité dans l’Alerts Log.',
        '形成新的堆叠失衡区域或出现吸收点时发出提醒，支持声音和 Alerts Log 优先级。',
      ]),
      STARTER_TEMPLATE,
    ],
  },
  'Volume Profile Pro': {
    '3.1.0': [
      change('fixed', [
        'Value area high and low were one row off when Ticks Per Row was above 1.',
        'A máxima e a mínima da área de valor ficavam uma linha deslocadas quando Ticks Per Row era maior que 1.',
        'El máximo y el mínimo del área de valor quedaban desplazados una fila cuando Ticks Per Row era mayor que 1.',
        'Value Area High und Low lagen eine Zeile daneben, wenn Ticks Per Row größer als 1 war.',
        'Le haut et le bas de la value area étaient décalés d’une ligne lorsque Ticks Per Row était supérieur à 1.',
        '当 Ticks Per Row 大于 1 时，价值区高点和低点会偏移一行。',
      ]),
    ],
    '3.1.5': [
      change('fixed', [
        'Naked POC lines disappeared after a workspace was reloaded.',
        'As linhas de POC virgem sumiam depois de recarregar um workspace.',
        'Las líneas de POC vírgenes desaparecían al recargar un espacio de trabajo.',
        'Naked-POC-Linien verschwanden, nachdem ein Workspace neu geladen wurde.',
        'Les lignes de POC vierges disparaissaient après le rechargement d’un espace de travail.',
        '重新加载工作区后裸 POC 线会消失。',
      ]),
    ],
    '3.2.0': [
      change('new', [
        'Composite profile period that merges the last N sessions (Composite Days, default 10) into one profile.',
        'Período de perfil Composite que junta as últimas N sessões (Composite Days, padrão 10) em um único perfil.',
        'Periodo de perfil Composite que une las últimas N sesiones (Composite Days, 10 por defecto) en un solo perfil.',
        'Profilzeitraum Composite, der die letzten N Sessions (Composite Days, Standard 10) zu einem Profil zusammenfasst.',
        'Période de profil Composite qui fusionne les N dernières sessions (Composite Days, 10 par défaut) en un seul profil.',
        '新增 Composite 分布周期，把最近 N 个交易时段（Composite Days，默认 10）合并为一个分布。',
      ]),
      STARTER_TEMPLATE,
      change('improved', [
        'Composite profiles on Minute data resolution load faster and use less memory.',
        'Perfis compostos com resolução Minute carregam mais rápido e usam menos memória.',
        'Los perfiles compuestos con resolución Minute cargan más rápido y usan menos memoria.',
        'Composite-Profile mit Datenauflösung Minute laden schneller und brauchen weniger Speicher.',
        'Les profils composites en résolution Minute se chargent plus vite et utilisent moins de mémoire.',
        '使用 Minute 数据精度的复合分布加载更快、占用内存更少。',
      ]),
    ],
  },
  'Trend Sentinel': {
    '3.1.0': [
      change('new', [
        'Pullback dots mark where price returns to the Sentinel line without closing through it.',
        'Pontos de pullback marcam onde o preço volta à linha Sentinel sem fechar do outro lado.',
        'Puntos de retroceso que marcan dónde el precio vuelve a la línea Sentinel sin cerrar al otro lado.',
        'Pullback-Punkte markieren, wo der Kurs zur Sentinel-Linie zurückkehrt, ohne durch sie zu schließen.',
        'Des points de repli signalent les retours du prix sur la ligne Sentinel sans clôture au-delà.',
        '回调点标出价格回到 Sentinel 线但未收盘穿越的位置。',
      ]),
    ],
    '3.1.5': [
      change('fixed', [
        'Bar colouring no longer flickers on the last bar when Calculate is set to On Price Change.',
        'A coloração das barras não pisca mais na última barra quando Calculate está em On Price Change.',
        'El coloreado de las barras ya no parpadea en la última barra cuando Calculate está en On Price Change.',
        'Die Balkenfärbung flackert auf dem letzten Balken nicht mehr, wenn Calculate auf On Price Change steht.',
        'La coloration des barres ne clignote plus sur la dernière barre lorsque Calculate est réglé sur On Price Change.',
        '当 Calculate 设为 On Price Change 时，最后一根 K 线的着色不再闪烁。',
      ]),
    ],
    '3.2.0': [
      STARTER_TEMPLATE,
      change('fixed', [
        'The higher-timeframe filter could stay one bar behind after the session break.',
        'O filtro de tempo gráfico maior podia ficar uma barra atrasado depois da pausa entre sessões.',
        'El filtro de marco temporal superior podía quedarse una barra atrás tras la pausa de sesión.',
        'Der Filter des höheren Zeitrahmens konnte nach der Sessionpause einen Balken hinterherhinken.',
        'Le filtre d’unité de temps supérieure pouvait garder une barre de retard après la pause de session.',
        '高周期过滤器在交易时段切换后可能滞后一根 K 线。',
      ]),
    ],
  },
};

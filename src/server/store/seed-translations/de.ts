import type { SeedCatalogueTranslation } from './types.ts';

export const de: SeedCatalogueTranslation = {
  categories: {
    'Order Flow': 'Orderflow',
    'Volume Profile': 'Volumenprofil',
    'Trend & Momentum': 'Trend & Momentum',
    'Volatility & Risk': 'Volatilität & Risiko',
    'Levels & Structure': 'Level & Marktstruktur',
    Bundles: 'Pakete',
  },
  products: {
    'Orderflow Pulse': {
      shortDescription:
        'Sehen Sie, welche Seite aggressiv ist: Bar-Delta, kumuliertes Delta, Imbalances und Absorption in einem Chart.',
      description:
        'Orderflow Pulse teilt jeden Trade in Volumen auf dem Ask und Volumen auf dem Bid auf und zeigt die Differenz pro Bar und pro Preisstufe. Ein Delta-Histogramm und eine Linie des kumulierten Deltas zeigen, ob Käufer oder Verkäufer die Bewegung antreiben, gestapelte Imbalance-Zonen markieren, wo Aggression Spuren hinterlassen hat, und Absorptionspunkte kennzeichnen hohes Volumen, das den Kurs nicht bewegen konnte. Für Futures-Daytrader, die einen Ausbruch bestätigt sehen wollen, bevor sie ihm hinterherlaufen.',
      features: [
        'Bar-Delta und kumuliertes Delta der Sitzung',
        'Diagonale Imbalance-Marker mit einstellbarem Verhältnis',
        'Gestapelte Imbalance-Zonen, die bis zum Durchhandeln verlängert werden',
        'Absorptionspunkte an den Bar-Extremen',
        'Funktioniert auf Tick-, Range-, Renko- und Zeitcharts',
      ],
    },
    'Volume Profile Pro': {
      shortDescription: 'Sitzungs-, Composite- und Sichtbereichsprofile mit POC, Value Area und nackten POCs.',
      description:
        'Volume Profile Pro zeigt, wie viel Volumen auf jedem Preis gehandelt wurde, damit Sie erkennen, wo der Markt einen Wert akzeptiert und wo er ihn abgelehnt hat. Sitzungs-, Wochen- und Composite-Profile markieren den Point of Control, die 70-%-Value-Area, Hoch- und Niedrigvolumenknoten sowie nackte POCs, die der Kurs noch nicht wieder erreicht hat. Der sich entwickelnde POC und die Value Area werden Tick für Tick aktualisiert, sodass Sie Akzeptanz außerhalb der Value Area sofort erkennen.',
      features: [
        'Sitzungs-, Wochen-, Monats- und Composite-Profile',
        'POC, VAH und VAL mit sich entwickelnden Werten',
        'Nackte POCs, verlängert bis zum Test',
        'Hervorhebung von HVN und LVN',
        'Getrennte Profile für RTH- und ETH-Sitzung',
      ],
    },
    'Trend Sentinel': {
      shortDescription:
        'Ein adaptiver ATR-Trailing-Stop mit Filter aus dem höheren Zeitrahmen, der Sie aus Seitwärtsphasen heraushält.',
      description:
        'Trend Sentinel zeigt Ihnen, ob der Markt trendet, in welche Richtung und ob ein Rücksetzer noch gesund ist. Die adaptive Trailing-Linie folgt der Volatilität, die Bars werden nach Trend eingefärbt, und ein Filter aus dem höheren Zeitrahmen färbt sie grau, wenn die Zeitrahmen sich widersprechen. Bestätigte Pfeile markieren Trendwechsel zum Bar-Schluss, und Pullback-Punkte zeigen risikoarme Einstiege in die Bewegung.',
      features: [
        'Adaptive ATR-Trailing-Linie',
        'Trendfilter aus dem höheren Zeitrahmen',
        'Bar-Einfärbung: steigend, fallend, neutral',
        'Bestätigte Trendwechselpfeile (kein Repaint)',
        'Pullback-Punkte und optionale Alarme',
      ],
    },
    'Delta Divergence': {
      shortDescription: 'Markiert neue Hochs und Tiefs, die der Orderflow nicht bestätigt.',
      description:
        'Delta Divergence vergleicht Swing-Hochs und -Tiefs im Kurs mit dem kumulierten Delta dahinter. Erreicht der Kurs ein neues Extrem, während das aggressive Volumen nachlässt, zeichnet der Indikator die Divergenz in den Chart und kann Sie alarmieren. Er dient als Filter, um erschöpfte Bewegungen zu kontern, und als Warnsignal, wenn Sie eine Position in nachlassenden Orderflow hinein halten.',
      features: [
        'Reguläre und versteckte Divergenzen an Swing-Punkten',
        'Einstellungen für Swing-Stärke und Rückblick',
        'Divergenzlinien auf Kurs und Delta',
        'Ton-, Pop-up- und E-Mail-Alarme',
      ],
    },
    'VWAP Bands Plus': {
      shortDescription: 'Sitzungs- und verankerter VWAP mit Standardabweichungsbändern und Wochen-VWAP.',
      description:
        'VWAP Bands Plus zeichnet den Sitzungs-VWAP mit Bändern bei einer, zwei und drei Standardabweichungen, dazu Wochen-VWAP und verankerte VWAPs, die Sie mit einem Klick an jeder Bar starten. Institutionelle Händler messen ihre Ausführungen am VWAP, daher wirken diese Linien oft wie Magnete und Wendepunkte. Berührungen der Bänder lassen sich einfärben und alarmieren, und der VWAP der Vorsitzung bleibt als Referenz stehen.',
      features: [
        'Sitzungs-, Wochen- und verankerter VWAP',
        'Bis zu drei Standardabweichungsbänder',
        'Verankern per Klick an jeder Bar',
        'VWAP der Vorsitzung wird fortgeführt',
      ],
    },
    'Market Structure Mapper': {
      shortDescription: 'Beschriftet Swing-Hochs und -Tiefs, Strukturbrüche und Charakterwechsel automatisch.',
      description:
        'Market Structure Mapper liest die Abfolge von Swing-Hochs und -Tiefs und beschriftet sie für Sie: höhere Hochs, tiefere Tiefs, Strukturbrüche (BOS) und Charakterwechsel (CHoCH). Interne und übergeordnete Struktur werden getrennt verfolgt, sodass Sie den kurzfristigen Rücksetzer innerhalb des größeren Trends sehen. Klare, objektive Beschriftungen ersetzen die Linien, die Sie sonst in jeder Sitzung neu zeichnen würden.',
      features: [
        'Swing-Beschriftungen HH, HL, LH und LL',
        'Marker für Strukturbruch und Charakterwechsel',
        'Interne und übergeordnete Struktur getrennt verfolgt',
        'Gleiche Hochs und Tiefs hervorgehoben',
      ],
    },
    'Liquidity Sweep Detector': {
      shortDescription:
        'Erkennt Stop-Runs über offensichtliche Hochs und Tiefs hinaus und die anschließende Rückeroberung.',
      description:
        'Liquidity Sweep Detector beobachtet die Level, an denen sich Stopps sammeln: Hochs und Tiefs der Vorsitzung, gleiche Hochs und Tiefs sowie runde Zahlen. Handelt der Kurs durch ein solches Level und schließt wieder darin, markiert der Indikator den Sweep und das Volumen dahinter. Kombinieren Sie ihn mit Orderflow, um die Umkehr nach einem Stop-Run zu handeln, statt selbst zur Liquidität zu werden.',
      features: [
        'Level von Vortag, Overnight-Sitzung sowie gleichen Hochs und Tiefs',
        'Erkennung von Sweep und Rückeroberung zum Bar-Schluss',
        'Volumen am Sweep direkt im Marker',
        'Alarme, sobald ein Sweep bestätigt ist',
      ],
    },
    'Momentum Heatmap': {
      shortDescription: 'Momentum über acht Zeitrahmen in einem kompakten Heatmap-Panel.',
      description:
        'Momentum Heatmap misst das Momentum auf bis zu acht Zeitrahmen gleichzeitig und zeigt es als Farbraster unter Ihrem Chart. Einheitliche Farben bedeuten, dass alle Zeitrahmen übereinstimmen; gemischte Farben warnen, dass der Bewegung die Unterstützung fehlt. So müssen Sie vor einem Einstieg nicht zwischen Charts wechseln, und Momentumwechsel werden sichtbar, sobald sie beginnen.',
      features: [
        'Bis zu acht Zeitrahmen in einem Panel',
        'Momentum aus RSI, MACD oder Rate of Change',
        'Übereinstimmungswert mit Alarmen',
        'Kompaktes Layout für Arbeitsbereiche mit mehreren Charts',
      ],
    },
    'Session Range Breakout': {
      shortDescription: 'Asien-, London- und New-York-Range mit Ausbruchszielen und Fehlausbruchsignalen.',
      description:
        'Session Range Breakout zeichnet Hoch und Tief der asiatischen, Londoner und New Yorker Sitzung und projiziert Ausbruchsziele aus jeder Range. Er markiert saubere Ausbrüche und Fehlausbrüche, die in die Range zurückkehren – die beiden Setups, nach denen Range-Trader jeden Morgen suchen. Die Sitzungszeiten lassen sich für jedes Instrument und jede Zeitzone anpassen.',
      features: [
        'Sitzungsboxen für Asien, London und New York',
        'Ausbruchsziele aus der Range-Größe',
        'Erkennung von Fehlausbrüchen',
        'Eigene Sitzungszeiten und Farben',
      ],
    },
    'Cumulative Delta Bars': {
      shortDescription: 'Kumuliertes Delta als Kerzen, mit Einfärbung bei Divergenzen.',
      description:
        'Cumulative Delta Bars stellt das kumulierte Delta als Open-High-Low-Close-Kerzen in einem unteren Panel dar, sodass Sie Kauf- und Verkaufsdruck mit denselben Werkzeugen lesen wie den Kurs. Dochte zeigen, wo Aggression innerhalb der Bar abgewiesen wurde, und Bars werden eingefärbt, wenn das Delta vom Kurs abweicht. Rücksetzung pro Sitzung, pro Woche oder nie.',
      features: [
        'Delta als OHLC-Kerzen oder als Linie',
        'Rücksetzung pro Sitzung, pro Woche oder fortlaufend',
        'Einfärbung bei Divergenz zum Kurs',
        'Optionaler Filter für große Trades',
      ],
    },
    'Smart ATR Stops': {
      shortDescription: 'Volatilitätsbasierte Stopp- und Zielmarken, die sich an die Sitzung anpassen.',
      description:
        'Smart ATR Stops setzt Stop-Loss- und Kursziele aus der Average True Range, angepasst an die Tageszeit, sodass ruhige Mittagsstunden und schnelle Eröffnungen unterschiedliche Abstände bekommen. Der Indikator zeigt die Positionsgröße, die Ihr Risiko pro Trade konstant hält, und die Level passen sich an, wenn sich die Volatilität ändert. So müssen Sie nicht mehr raten, wo der Stopp hingehört.',
      features: [
        'ATR-Stopps mit Anpassung an die Tageszeit',
        'Ziele nach Chance-Risiko-Verhältnis',
        'Positionsgröße für ein festes Dollar-Risiko',
        'Long- und Short-Level gleichzeitig',
      ],
    },
    'Imbalance Scanner': {
      shortDescription: 'Durchsucht den Footprint nach gestapelten Imbalances und unvollendeten Auktionen.',
      description:
        'Imbalance Scanner liest das Bid- und Ask-Volumen auf jeder Preisstufe und hebt hervor, wo eine Seite die andere überrollt hat. Gestapelte Imbalances werden zu Unterstützungs- und Widerstandszonen, unvollendete Auktionen werden an den Bar-Extremen markiert, und alles lässt sich mit Alarmen über eine Watchlist scannen. So kommen Footprint-Informationen auf einen normalen Kerzenchart.',
      features: [
        'Kauf- und Verkaufs-Imbalances mit Verhältnisfilter',
        'Gestapelte Imbalance-Zonen',
        'Marker für unvollendete Auktionen',
        'Market-Analyzer-Spalte für Watchlists',
      ],
    },
    'Opening Range Pro': {
      shortDescription: 'Konfigurierbare Opening Range mit Extensions, Mittellinie und Ausbruchsstatistik.',
      description:
        'Opening Range Pro markiert Hoch, Tief und Mitte der Opening Range für jede gewünschte Länge von 1 bis 60 Minuten und projiziert daraus Extension-Level. Ein Statistik-Panel zeigt, wie oft die Range in den letzten Sitzungen nach oben oder unten gebrochen wurde, und gibt Ihnen so realistische Erwartungen vor dem ersten Trade des Tages.',
      features: [
        'Opening Range von 1 bis 60 Minuten',
        'Mittellinie und Extension-Level',
        'Statistik-Panel zu Ausbrüchen',
        'Option für die vorbörsliche Range',
      ],
    },
    'Mean Reversion Bands': {
      shortDescription: 'Adaptive Hüllkurven, die überdehnte Bewegungen mit Rücklaufpotenzial markieren.',
      description:
        'Mean Reversion Bands legt adaptive Hüllkurven um den Kurs, die sich in schnellen Märkten weiten und in ruhigen verengen. Schließt der Kurs außerhalb des äußeren Bandes und lässt das Momentum nach, markiert der Indikator eine mögliche Rückkehr zum Mittelwert. Er ist für Range-Tage gedacht und um Gewinne bei Trendtrades mitzunehmen, die zu weit gelaufen sind.',
      features: [
        'Adaptive innere und äußere Bänder',
        'Überdehnungssignale mit Momentumfilter',
        'Mittellinie als Kursziel',
        'Funktioniert in jedem Zeitrahmen',
      ],
    },
    'Pro Bundle': {
      shortDescription: 'Alle Indikatoren des Katalogs, auch künftige, auf zwei Rechnern.',
      description:
        'Das Pro Bundle ist eine lebenslange Lizenz für alle Indikatoren des Katalogs, einschließlich neuer Veröffentlichungen und aller Updates, auf zwei Rechnern. Es ist das beste Angebot für Trader, die Orderflow-, Volumenprofil- und Trendwerkzeuge in einem Arbeitsbereich kombinieren, und enthält fertige Chartvorlagen, die alles zusammenführen.',
      features: [
        'Alle Indikatoren des Katalogs',
        'Neue Indikatoren und Updates inklusive',
        'Aktivierung auf 2 Rechnern gleichzeitig',
        'Fertige Chartvorlagen',
        'Bevorzugter Support',
      ],
    },
  },
};

import type { SeedCatalogueTranslation } from './types.ts';

export const fr: SeedCatalogueTranslation = {
  categories: {
    'Order Flow': 'Flux d’ordres',
    'Volume Profile': 'Profil de volume',
    'Trend & Momentum': 'Tendance et momentum',
    'Volatility & Risk': 'Volatilité et risque',
    'Levels & Structure': 'Niveaux et structure',
    Bundles: 'Offres groupées',
  },
  products: {
    'Orderflow Pulse': {
      shortDescription:
        'Voyez quel camp est agressif : delta par barre, delta cumulé, déséquilibres et absorption sur un seul graphique.',
      description:
        'Orderflow Pulse répartit chaque transaction entre le volume exécuté à l’ask et celui exécuté au bid, puis affiche la différence par barre et par niveau de prix. Un histogramme du delta et une courbe de delta cumulé montrent si ce sont les acheteurs ou les vendeurs qui mènent le mouvement, les zones de déséquilibres empilés marquent les traces laissées par l’agressivité, et les points d’absorption signalent un gros volume qui n’a pas réussi à faire bouger le prix. Conçu pour les day traders sur contrats à terme qui veulent confirmer une cassure avant de la poursuivre.',
      features: [
        'Delta par barre et delta cumulé de la séance',
        'Marqueurs de déséquilibres diagonaux avec ratio réglable',
        'Zones de déséquilibres empilés prolongées jusqu’à ce qu’elles soient traversées',
        'Points d’absorption aux extrêmes de la barre',
        'Fonctionne sur les graphiques en ticks, range, Renko et en temps',
      ],
    },
    'Volume Profile Pro': {
      shortDescription: 'Profils de séance, composites et de la zone visible avec POC, zone de valeur et POC vierges.',
      description:
        'Volume Profile Pro montre le volume échangé à chaque prix, pour voir où le marché a accepté la valeur et où il l’a rejetée. Les profils de séance, hebdomadaires et composites indiquent le point de contrôle, la zone de valeur à 70 %, les nœuds de fort et de faible volume, et les POC vierges que le prix n’a pas revisités. Le POC et la zone de valeur en formation se mettent à jour à chaque tick, ce qui permet de repérer immédiatement une acceptation hors de la zone de valeur.',
      features: [
        'Profils de séance, hebdomadaires, mensuels et composites',
        'POC, VAH et VAL avec leurs valeurs en formation',
        'POC vierges prolongés jusqu’à leur test',
        'Mise en évidence des HVN et LVN',
        'Profils séparés pour les séances RTH et ETH',
      ],
    },
    'Trend Sentinel': {
      shortDescription:
        'Un stop suiveur ATR adaptatif avec un filtre d’unité de temps supérieure qui vous tient à l’écart des marchés sans direction.',
      description:
        'Trend Sentinel vous indique si le marché est en tendance, dans quelle direction, et si un repli reste sain. Sa ligne suiveuse adaptative suit la volatilité, les barres sont colorées selon la tendance, et un filtre d’unité de temps supérieure les passe en gris lorsque les unités de temps se contredisent. Des flèches confirmées signalent les retournements de tendance à la clôture de la barre, et des points de repli montrent où rejoindre le mouvement avec peu de risque.',
      features: [
        'Ligne suiveuse ATR adaptative',
        'Filtre de tendance sur une unité de temps supérieure',
        'Coloration des barres : haussière, baissière, neutre',
        'Flèches de retournement confirmées (sans repaint)',
        'Points de repli et alertes en option',
      ],
    },
    'Delta Divergence': {
      shortDescription: 'Signale les nouveaux plus hauts et plus bas que le flux d’ordres ne confirme pas.',
      description:
        'Delta Divergence compare les sommets et creux de swing du prix avec le delta cumulé qui les accompagne. Quand le prix atteint un nouvel extrême alors que le volume agressif s’affaiblit, l’indicateur trace la divergence sur le graphique et peut vous alerter. C’est un filtre pour jouer contre les mouvements essoufflés et un signal d’alerte lorsque vous conservez une position alors que le flux faiblit.',
      features: [
        'Divergences classiques et cachées sur les points de swing',
        'Réglages de force du swing et de période d’analyse',
        'Lignes de divergence tracées sur le prix et sur le delta',
        'Alertes sonores, pop-up et par e-mail',
      ],
    },
    'VWAP Bands Plus': {
      shortDescription: 'VWAP de séance et ancré avec bandes d’écart type et VWAP hebdomadaire.',
      description:
        'VWAP Bands Plus trace le VWAP de la séance avec des bandes à un, deux et trois écarts types, ainsi que des VWAP hebdomadaires et ancrés que vous lancez d’un clic depuis n’importe quelle barre. Les institutionnels évaluent leurs exécutions par rapport au VWAP, si bien que ces lignes servent souvent d’aimants et de points de retournement. Les contacts avec les bandes peuvent être colorés et déclencher des alertes, et le VWAP de la séance précédente reste affiché comme référence.',
      features: [
        'VWAP de séance, hebdomadaire et ancré',
        'Jusqu’à trois bandes d’écart type',
        'Ancrage d’un clic sur n’importe quelle barre',
        'VWAP de la séance précédente prolongé',
      ],
    },
    'Market Structure Mapper': {
      shortDescription:
        'Étiquette automatiquement les sommets et creux de swing, les cassures de structure et les changements de caractère.',
      description:
        'Market Structure Mapper lit la succession des sommets et creux de swing et l’étiquette pour vous : plus hauts plus hauts, plus bas plus bas, cassures de structure et changements de caractère. La structure interne et la structure de swing sont suivies séparément, pour voir le repli de court terme à l’intérieur de la tendance de fond. Des étiquettes nettes et objectives remplacent les lignes que vous redessineriez à chaque séance.',
      features: [
        'Étiquettes de swing HH, HL, LH et LL',
        'Marqueurs de cassure de structure et de changement de caractère',
        'Structure interne et structure de swing suivies séparément',
        'Sommets et creux égaux mis en évidence',
      ],
    },
    'Liquidity Sweep Detector': {
      shortDescription: 'Repère les chasses aux stops au-delà des sommets et creux évidents, puis la réintégration.',
      description:
        'Liquidity Sweep Detector surveille les niveaux où les stops s’accumulent : plus hauts et plus bas de la séance précédente, sommets et creux égaux, chiffres ronds. Quand le prix traverse un niveau puis clôture de nouveau à l’intérieur, il marque le balayage et le volume qui l’accompagne. Associez-le au flux d’ordres pour saisir le retournement après une chasse aux stops au lieu de servir vous-même de liquidité.',
      features: [
        'Niveaux de la veille, de la séance de nuit et sommets ou creux égaux',
        'Détection du balayage et de la réintégration à la clôture de la barre',
        'Volume du balayage affiché dans le marqueur',
        'Alertes lorsqu’un balayage est confirmé',
      ],
    },
    'Momentum Heatmap': {
      shortDescription: 'Le momentum sur huit unités de temps dans un panneau de carte thermique compact.',
      description:
        'Momentum Heatmap mesure le momentum sur jusqu’à huit unités de temps à la fois et l’affiche sous forme de grille de couleurs sous votre graphique. Des couleurs alignées signifient que toutes les unités de temps sont d’accord ; des couleurs mélangées avertissent que le mouvement manque de soutien. Vous n’avez plus à passer d’un graphique à l’autre avant une entrée, et les changements de momentum deviennent visibles dès qu’ils s’amorcent.',
      features: [
        'Jusqu’à huit unités de temps dans un seul panneau',
        'Momentum calculé par RSI, MACD ou taux de variation',
        'Score d’alignement avec alertes',
        'Présentation compacte pour les espaces de travail à plusieurs graphiques',
      ],
    },
    'Session Range Breakout': {
      shortDescription: 'Ranges des séances Asie, Londres et New York avec objectifs de cassure et signaux d’échec.',
      description:
        'Session Range Breakout trace le plus haut et le plus bas des séances asiatique, londonienne et new-yorkaise et projette des objectifs de cassure à partir de chaque range. Il signale les cassures franches et les fausses cassures qui réintègrent le range, les deux configurations que les traders de range guettent chaque matin. Les horaires des séances se règlent pour chaque instrument et chaque fuseau horaire.',
      features: [
        'Cadres des séances Asie, Londres et New York',
        'Objectifs de cassure calculés sur le range',
        'Détection des fausses cassures',
        'Horaires et couleurs des séances personnalisables',
      ],
    },
    'Cumulative Delta Bars': {
      shortDescription: 'Le delta cumulé dessiné en chandeliers, avec coloration des divergences.',
      description:
        'Cumulative Delta Bars affiche le delta cumulé sous forme de chandeliers ouverture-haut-bas-clôture dans un panneau inférieur, pour lire la pression acheteuse et vendeuse avec les mêmes outils que le prix. Les mèches montrent où l’agressivité a été rejetée à l’intérieur de la barre, et les barres se colorent lorsque le delta diverge du prix. Remise à zéro par séance, par semaine ou jamais.',
      features: [
        'Delta en chandeliers OHLC ou en ligne',
        'Remise à zéro par séance, par semaine ou continue',
        'Coloration des divergences par rapport au prix',
        'Filtre optionnel des transactions importantes',
      ],
    },
    'Smart ATR Stops': {
      shortDescription: 'Des niveaux de stop et d’objectif fondés sur la volatilité, adaptés à la séance.',
      description:
        'Smart ATR Stops place les stops de protection et les objectifs à partir de l’Average True Range, ajustée selon l’heure de la journée, de sorte que la pause calme de midi et une ouverture rapide reçoivent des distances différentes. Il indique la taille de position qui maintient votre risque par trade constant, et les niveaux se mettent à jour quand la volatilité change. Une façon simple d’arrêter de deviner où placer votre stop.',
      features: [
        'Stops ATR ajustés selon l’heure de la journée',
        'Objectifs selon le ratio gain/risque',
        'Taille de position pour un risque fixe en dollars',
        'Niveaux acheteurs et vendeurs affichés ensemble',
      ],
    },
    'Imbalance Scanner': {
      shortDescription: 'Analyse le footprint à la recherche de déséquilibres empilés et d’enchères inachevées.',
      description:
        'Imbalance Scanner lit le volume au bid et à l’ask à chaque niveau de prix et met en évidence les endroits où un camp a submergé l’autre. Les déséquilibres empilés deviennent des zones de support et de résistance, les enchères inachevées sont marquées aux extrêmes de la barre, et le tout peut être scanné sur une liste de surveillance avec alertes. Il apporte les informations du footprint sur un graphique en chandeliers classique.',
      features: [
        'Déséquilibres acheteurs et vendeurs avec filtre de ratio',
        'Zones de déséquilibres empilés',
        'Marqueurs d’enchères inachevées',
        'Colonne Market Analyzer pour les listes de surveillance',
      ],
    },
    'Opening Range Pro': {
      shortDescription: 'Range d’ouverture configurable avec extensions, ligne médiane et statistiques de cassure.',
      description:
        'Opening Range Pro marque le plus haut, le plus bas et le milieu du range d’ouverture sur la durée de votre choix, de 1 à 60 minutes, et en projette des niveaux d’extension. Un panneau de statistiques montre à quelle fréquence le range a été cassé de chaque côté au cours des dernières séances, pour aborder le premier trade de la journée avec des attentes réalistes.',
      features: [
        'Range d’ouverture de 1 à 60 minutes',
        'Ligne médiane et niveaux d’extension',
        'Panneau de statistiques de cassure',
        'Option pour le range de pré-ouverture',
      ],
    },
    'Mean Reversion Bands': {
      shortDescription: 'Des enveloppes adaptatives qui signalent les mouvements étirés susceptibles de revenir.',
      description:
        'Mean Reversion Bands entoure le prix d’enveloppes adaptatives qui s’élargissent sur les marchés rapides et se resserrent sur les marchés calmes. Lorsque le prix clôture hors de la bande extérieure et que le momentum s’essouffle, l’indicateur signale un possible retour vers la moyenne. Il est pensé pour les journées de range et pour prendre ses bénéfices sur des trades de tendance allés trop loin.',
      features: [
        'Bandes intérieures et extérieures adaptatives',
        'Signaux d’extension avec filtre de momentum',
        'Ligne moyenne comme objectif',
        'Fonctionne sur toutes les unités de temps',
      ],
    },
    'Pro Bundle': {
      shortDescription: 'Tous les indicateurs du catalogue, y compris les futures nouveautés, sur deux ordinateurs.',
      description:
        'Le Pro Bundle est une licence à vie qui couvre tous les indicateurs du catalogue, y compris les nouveautés et toutes les mises à jour, sur deux ordinateurs. C’est la formule la plus avantageuse pour les traders qui combinent flux d’ordres, profil de volume et outils de tendance dans un même espace de travail, et elle inclut des modèles de graphiques prêts à l’emploi qui les réunissent.',
      features: [
        'Tous les indicateurs du catalogue',
        'Nouveaux indicateurs et mises à jour inclus',
        'Activation sur 2 ordinateurs à la fois',
        'Modèles de graphiques prêts à l’emploi',
        'Support prioritaire',
      ],
    },
  },
};

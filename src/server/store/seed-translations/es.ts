import type { SeedCatalogueTranslation } from './types.ts';

export const es: SeedCatalogueTranslation = {
  categories: {
    'Order Flow': 'Flujo de órdenes',
    'Volume Profile': 'Perfil de volumen',
    'Trend & Momentum': 'Tendencia y momentum',
    'Volatility & Risk': 'Volatilidad y riesgo',
    'Levels & Structure': 'Niveles y estructura',
    Bundles: 'Paquetes',
  },
  products: {
    'Orderflow Pulse': {
      shortDescription:
        'Vea qué lado es agresivo: delta por barra, delta acumulado, desequilibrios y absorción en un solo gráfico.',
      description:
        'Orderflow Pulse divide cada operación en volumen negociado al ask y volumen negociado al bid, y muestra la diferencia por barra y por nivel de precio. Un histograma de delta y una línea de delta acumulado revelan si son los compradores o los vendedores quienes impulsan el movimiento, las zonas de desequilibrios apilados marcan dónde la agresión dejó huella y los puntos de absorción señalan volumen fuerte que no logró mover el precio. Pensado para day traders de futuros que quieren confirmar una ruptura antes de perseguirla.',
      features: [
        'Delta por barra y delta acumulado de la sesión',
        'Marcadores de desequilibrio diagonal con ratio ajustable',
        'Zonas de desequilibrios apilados que se extienden hasta ser atravesadas',
        'Puntos de absorción en los extremos de la barra',
        'Funciona en gráficos de ticks, rango, Renko y tiempo',
      ],
    },
    'Volume Profile Pro': {
      shortDescription: 'Perfiles de sesión, compuestos y del rango visible con POC, área de valor y POC vírgenes.',
      description:
        'Volume Profile Pro muestra cuánto volumen se negoció en cada precio, para que vea dónde el mercado aceptó el valor y dónde lo rechazó. Los perfiles de sesión, semanales y compuestos marcan el punto de control, el área de valor del 70 %, los nodos de alto y bajo volumen y los POC vírgenes que el precio aún no ha vuelto a visitar. El POC y el área de valor en desarrollo se actualizan tick a tick, lo que facilita detectar la aceptación fuera del valor en el momento en que ocurre.',
      features: [
        'Perfiles de sesión, semanales, mensuales y compuestos',
        'POC, VAH y VAL con valores en desarrollo',
        'POC vírgenes extendidos hasta ser probados',
        'Resaltado de HVN y LVN',
        'Perfiles separados para las sesiones RTH y ETH',
      ],
    },
    'Trend Sentinel': {
      shortDescription:
        'Un trailing stop ATR adaptativo con filtro de temporalidad superior que lo mantiene fuera de los mercados laterales.',
      description:
        'Trend Sentinel le indica si el mercado está en tendencia, en qué dirección y si un retroceso sigue siendo sano. Su línea de seguimiento adaptativa sigue a la volatilidad, las barras se colorean según la tendencia y un filtro de temporalidad superior las vuelve grises cuando las temporalidades no coinciden. Flechas confirmadas marcan los cambios de tendencia al cierre de la barra, y los puntos de retroceso muestran lugares de bajo riesgo para sumarse al movimiento.',
      features: [
        'Línea de seguimiento ATR adaptativa',
        'Filtro de tendencia de temporalidad superior',
        'Coloreado de barras: alcista, bajista, neutral',
        'Flechas de cambio de tendencia confirmadas (sin repintado)',
        'Puntos de retroceso y alertas opcionales',
      ],
    },
    'Delta Divergence': {
      shortDescription: 'Señala nuevos máximos y mínimos que el flujo de órdenes no confirma.',
      description:
        'Delta Divergence compara los máximos y mínimos de swing del precio con el delta acumulado que los respalda. Cuando el precio marca un nuevo extremo pero el volumen agresivo se debilita, el indicador dibuja la divergencia en el gráfico y puede avisarle. Es un filtro para operar en contra de movimientos agotados y una señal de advertencia cuando mantiene una posición mientras el flujo se debilita.',
      features: [
        'Divergencias regulares y ocultas en puntos de swing',
        'Ajustes de fuerza del swing y periodo de análisis',
        'Líneas de divergencia dibujadas en el precio y en el delta',
        'Alertas sonoras, emergentes y por correo electrónico',
      ],
    },
    'VWAP Bands Plus': {
      shortDescription: 'VWAP de sesión y anclado con bandas de desviación estándar y VWAP semanal.',
      description:
        'VWAP Bands Plus traza el VWAP de la sesión con bandas de una, dos y tres desviaciones estándar, además de VWAP semanales y anclados que puede iniciar desde cualquier barra con un clic. Las instituciones comparan sus ejecuciones con el VWAP, por lo que estas líneas suelen actuar como imanes y puntos de giro. Los toques de banda pueden colorearse y generar alertas, y el VWAP de la sesión anterior se mantiene como referencia.',
      features: [
        'VWAP de sesión, semanal y anclado',
        'Hasta tres bandas de desviación estándar',
        'Anclaje con un clic desde cualquier barra',
        'VWAP de la sesión anterior prolongado',
      ],
    },
    'Market Structure Mapper': {
      shortDescription:
        'Etiqueta automáticamente máximos y mínimos de swing, rupturas de estructura y cambios de carácter.',
      description:
        'Market Structure Mapper lee la secuencia de máximos y mínimos de swing y la etiqueta por usted: máximos más altos, mínimos más bajos, rupturas de estructura y cambios de carácter. La estructura interna y la de swing se siguen por separado, para que vea el retroceso de corto plazo dentro de la tendencia mayor. Etiquetas claras y objetivas sustituyen las líneas que de otro modo volvería a dibujar en cada sesión.',
      features: [
        'Etiquetas de swing HH, HL, LH y LL',
        'Marcadores de ruptura de estructura y cambio de carácter',
        'Estructura interna y de swing seguidas por separado',
        'Máximos y mínimos iguales resaltados',
      ],
    },
    'Liquidity Sweep Detector': {
      shortDescription:
        'Detecta barridos de stops más allá de máximos y mínimos evidentes, y la posterior recuperación.',
      description:
        'Liquidity Sweep Detector vigila los niveles donde se acumulan los stops: máximos y mínimos de la sesión anterior, máximos y mínimos iguales y números redondos. Cuando el precio atraviesa un nivel y vuelve a cerrar por dentro, marca el barrido y el volumen que lo acompaña. Combínelo con el flujo de órdenes para aprovechar el giro tras un barrido de stops en lugar de convertirse usted en la liquidez.',
      features: [
        'Niveles del día anterior, de la sesión nocturna y máximos o mínimos iguales',
        'Detección de barrido y recuperación al cierre de la barra',
        'Volumen del barrido mostrado en el marcador',
        'Alertas cuando se confirma un barrido',
      ],
    },
    'Momentum Heatmap': {
      shortDescription: 'El momentum en ocho temporalidades en un panel compacto de mapa de calor.',
      description:
        'Momentum Heatmap mide el momentum en hasta ocho temporalidades a la vez y lo muestra como una cuadrícula de colores bajo su gráfico. Los colores alineados indican que todas las temporalidades coinciden; los colores mezclados advierten que al movimiento le falta respaldo. Le ahorra cambiar de gráfico antes de entrar y hace visibles los cambios de momentum en cuanto empiezan.',
      features: [
        'Hasta ocho temporalidades en un panel',
        'Motores de momentum RSI, MACD o tasa de cambio',
        'Puntuación de alineación con alertas',
        'Diseño compacto para espacios de trabajo con varios gráficos',
      ],
    },
    'Session Range Breakout': {
      shortDescription: 'Rangos de Asia, Londres y Nueva York con objetivos de ruptura y señales de ruptura fallida.',
      description:
        'Session Range Breakout dibuja el máximo y el mínimo de las sesiones de Asia, Londres y Nueva York y proyecta objetivos de ruptura a partir de cada rango. Marca las rupturas limpias y las rupturas fallidas que regresan al rango, las dos configuraciones que los traders de rango buscan cada mañana. Los horarios de sesión se ajustan para cualquier instrumento y zona horaria.',
      features: [
        'Cajas de sesión de Asia, Londres y Nueva York',
        'Objetivos de ruptura basados en el rango',
        'Detección de rupturas fallidas',
        'Horarios y colores de sesión personalizables',
      ],
    },
    'Cumulative Delta Bars': {
      shortDescription: 'El delta acumulado dibujado como velas, con coloreado de divergencias.',
      description:
        'Cumulative Delta Bars representa el delta acumulado como velas de apertura, máximo, mínimo y cierre en un panel inferior, para que lea la presión compradora y vendedora con las mismas herramientas que usa en el precio. Las mechas muestran dónde se rechazó la agresión dentro de la barra, y las barras se colorean cuando el delta diverge del precio. Reinicio por sesión, por semana o nunca.',
      features: [
        'Delta como velas OHLC o como línea',
        'Reinicio por sesión, semanal o continuo',
        'Coloreado de divergencias respecto al precio',
        'Filtro opcional de operaciones grandes',
      ],
    },
    'Smart ATR Stops': {
      shortDescription: 'Niveles de stop y objetivo basados en la volatilidad que se adaptan a la sesión.',
      description:
        'Smart ATR Stops coloca niveles de stop-loss y objetivo a partir del Average True Range, ajustado a la hora del día para que la calma del mediodía y las aperturas rápidas reciban distancias distintas. Muestra el tamaño de posición que mantiene constante su riesgo por operación, y los niveles se actualizan cuando cambia la volatilidad. Una forma sencilla de dejar de adivinar dónde va el stop.',
      features: [
        'Stops ATR con ajuste según la hora del día',
        'Objetivos por relación beneficio-riesgo',
        'Tamaño de posición para un riesgo fijo en dólares',
        'Niveles largos y cortos a la vez',
      ],
    },
    'Imbalance Scanner': {
      shortDescription: 'Busca en el footprint desequilibrios apilados y subastas inacabadas.',
      description:
        'Imbalance Scanner lee el volumen al bid y al ask en cada nivel de precio y resalta dónde un lado arrolló al otro. Los desequilibrios apilados se convierten en zonas de soporte y resistencia, las subastas inacabadas se marcan en los extremos de la barra y todo puede escanearse en una lista de seguimiento con alertas. Lleva la información del footprint a un gráfico de velas normal.',
      features: [
        'Desequilibrios de compra y venta con filtro de ratio',
        'Zonas de desequilibrios apilados',
        'Marcadores de subastas inacabadas',
        'Columna de Market Analyzer para listas de seguimiento',
      ],
    },
    'Opening Range Pro': {
      shortDescription: 'Rango de apertura configurable con extensiones, línea media y estadísticas de ruptura.',
      description:
        'Opening Range Pro marca el máximo, el mínimo y el punto medio del rango de apertura para la duración que elija, de 1 a 60 minutos, y proyecta niveles de extensión a partir de él. Un panel de estadísticas muestra con qué frecuencia se ha roto el rango hacia cada lado en las sesiones recientes, para que afronte la primera operación del día con expectativas realistas.',
      features: [
        'Rango de apertura de 1 a 60 minutos',
        'Línea media y niveles de extensión',
        'Panel de estadísticas de ruptura',
        'Opción de rango de preapertura',
      ],
    },
    'Mean Reversion Bands': {
      shortDescription: 'Envolventes adaptativas que señalan movimientos estirados con probabilidad de volver.',
      description:
        'Mean Reversion Bands rodea el precio con envolventes adaptativas que se ensanchan en mercados rápidos y se estrechan en mercados tranquilos. Cuando el precio cierra fuera de la banda exterior y el momentum se desvanece, el indicador marca una posible reversión hacia la media. Está pensado para los días de rango y para recoger beneficios en operaciones de tendencia que han ido demasiado lejos.',
      features: [
        'Bandas interior y exterior adaptativas',
        'Señales de sobreextensión con filtro de momentum',
        'Línea media como objetivo',
        'Funciona en cualquier temporalidad',
      ],
    },
    'Pro Bundle': {
      shortDescription: 'Todos los indicadores del catálogo, incluidos los futuros lanzamientos, en dos equipos.',
      description:
        'El Pro Bundle es una licencia de por vida que cubre todos los indicadores del catálogo, incluidos los nuevos lanzamientos y todas las actualizaciones, en dos equipos. Es la mejor opción para traders que combinan flujo de órdenes, perfil de volumen y herramientas de tendencia en un mismo espacio de trabajo, e incluye plantillas de gráficos listas para usar que los reúnen.',
      features: [
        'Todos los indicadores del catálogo',
        'Nuevos indicadores y actualizaciones incluidos',
        'Activación en 2 equipos a la vez',
        'Plantillas de gráficos listas para usar',
        'Soporte prioritario',
      ],
    },
  },
};

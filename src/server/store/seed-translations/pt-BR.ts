import type { SeedCatalogueTranslation } from './types.ts';

export const ptBR: SeedCatalogueTranslation = {
  categories: {
    'Order Flow': 'Fluxo de ordens',
    'Volume Profile': 'Perfil de volume',
    'Trend & Momentum': 'Tendência e momentum',
    'Volatility & Risk': 'Volatilidade e risco',
    'Levels & Structure': 'Níveis e estrutura',
    Bundles: 'Pacotes',
  },
  products: {
    'Orderflow Pulse': {
      shortDescription:
        'Veja qual lado está agressivo: delta por barra, delta acumulado, desequilíbrios e absorção em um só gráfico.',
      description:
        'O Orderflow Pulse separa cada negócio em volume agredido no ask e volume agredido no bid e mostra a diferença por barra e por nível de preço. Um histograma de delta e uma linha de delta acumulado revelam se são os compradores ou os vendedores que conduzem o movimento, zonas de desequilíbrios empilhados marcam onde a agressão deixou rastros e pontos de absorção indicam volume alto que não conseguiu mover o preço. Feito para day traders de futuros que querem confirmar um rompimento antes de correr atrás dele.',
      features: [
        'Delta por barra e delta acumulado da sessão',
        'Marcadores de desequilíbrio diagonal com proporção ajustável',
        'Zonas de desequilíbrios empilhados estendidas até serem atravessadas',
        'Pontos de absorção nos extremos da barra',
        'Funciona em gráficos de tick, range, Renko e tempo',
      ],
    },
    'Volume Profile Pro': {
      shortDescription: 'Perfis de sessão, compostos e da área visível com POC, área de valor e POCs virgens.',
      description:
        'O Volume Profile Pro mostra quanto volume foi negociado em cada preço, para você ver onde o mercado aceitou valor e onde o rejeitou. Perfis de sessão, semanais e compostos marcam o ponto de controle, a área de valor de 70%, os nós de alto e baixo volume e os POCs virgens que o preço ainda não revisitou. O POC e a área de valor em formação são atualizados a cada tick, facilitando perceber a aceitação fora do valor no momento em que acontece.',
      features: [
        'Perfis de sessão, semanais, mensais e compostos',
        'POC, VAH e VAL com valores em formação',
        'POCs virgens estendidos até serem testados',
        'Destaque de HVN e LVN',
        'Perfis separados para as sessões RTH e ETH',
      ],
    },
    'Trend Sentinel': {
      shortDescription:
        'Um trailing stop ATR adaptativo com filtro de tempo gráfico maior que mantém você fora de mercados laterais.',
      description:
        'O Trend Sentinel diz se o mercado está em tendência, em qual direção e se uma correção ainda é saudável. Sua linha de acompanhamento adaptativa segue a volatilidade, as barras são coloridas conforme a tendência e um filtro de tempo gráfico maior as deixa cinza quando os tempos gráficos discordam. Setas confirmadas marcam as viradas de tendência no fechamento da barra, e pontos de pullback mostram lugares de baixo risco para entrar no movimento.',
      features: [
        'Linha de acompanhamento ATR adaptativa',
        'Filtro de tendência em tempo gráfico maior',
        'Coloração das barras: alta, baixa, neutra',
        'Setas de virada de tendência confirmadas (sem repintura)',
        'Pontos de pullback e alertas opcionais',
      ],
    },
    'Delta Divergence': {
      shortDescription: 'Sinaliza novas máximas e mínimas que o fluxo de ordens não confirma.',
      description:
        'O Delta Divergence compara as máximas e mínimas de swing do preço com o delta acumulado por trás delas. Quando o preço faz um novo extremo mas o volume agressor enfraquece, o indicador desenha a divergência no gráfico e pode alertar você. É um filtro para operar contra movimentos exaustos e um sinal de alerta quando você mantém uma posição enquanto o fluxo perde força.',
      features: [
        'Divergências clássicas e ocultas nos pontos de swing',
        'Ajustes de força do swing e período de análise',
        'Linhas de divergência no preço e no delta',
        'Alertas sonoros, pop-up e por e-mail',
      ],
    },
    'VWAP Bands Plus': {
      shortDescription: 'VWAP da sessão e ancorada com bandas de desvio padrão e VWAP semanal.',
      description:
        'O VWAP Bands Plus plota a VWAP da sessão com bandas de um, dois e três desvios padrão, além de VWAPs semanais e ancoradas que você inicia em qualquer barra com um clique. Instituições comparam suas execuções com a VWAP, por isso essas linhas costumam funcionar como ímãs e pontos de virada. Os toques nas bandas podem ser coloridos e gerar alertas, e a VWAP da sessão anterior fica como referência.',
      features: [
        'VWAP da sessão, semanal e ancorada',
        'Até três bandas de desvio padrão',
        'Ancoragem com um clique em qualquer barra',
        'VWAP da sessão anterior projetada adiante',
      ],
    },
    'Market Structure Mapper': {
      shortDescription:
        'Rotula automaticamente máximas e mínimas de swing, quebras de estrutura e mudanças de caráter.',
      description:
        'O Market Structure Mapper lê a sequência de máximas e mínimas de swing e a rotula para você: topos mais altos, fundos mais baixos, quebras de estrutura e mudanças de caráter. A estrutura interna e a de swing são acompanhadas separadamente, para você ver a correção de curto prazo dentro da tendência maior. Rótulos limpos e objetivos substituem as linhas que você redesenharia a cada sessão.',
      features: [
        'Rótulos de swing HH, HL, LH e LL',
        'Marcadores de quebra de estrutura e mudança de caráter',
        'Estrutura interna e de swing acompanhadas separadamente',
        'Topos e fundos iguais destacados',
      ],
    },
    'Liquidity Sweep Detector': {
      shortDescription: 'Identifica caças a stops além de máximas e mínimas óbvias e depois a retomada.',
      description:
        'O Liquidity Sweep Detector observa os níveis onde os stops se acumulam: máximas e mínimas da sessão anterior, topos e fundos iguais e números redondos. Quando o preço atravessa um nível e fecha de volta dentro dele, o indicador marca a varrida e o volume por trás dela. Combine-o com o fluxo de ordens para pegar a reversão depois de uma caça a stops em vez de virar a liquidez.',
      features: [
        'Níveis do dia anterior, da sessão noturna e topos ou fundos iguais',
        'Detecção de varrida e retomada no fechamento da barra',
        'Volume da varrida exibido no marcador',
        'Alertas quando uma varrida se confirma',
      ],
    },
    'Momentum Heatmap': {
      shortDescription: 'Momentum em oito tempos gráficos em um painel compacto de mapa de calor.',
      description:
        'O Momentum Heatmap mede o momentum em até oito tempos gráficos ao mesmo tempo e o exibe como uma grade de cores abaixo do seu gráfico. Cores alinhadas significam que todos os tempos gráficos concordam; cores misturadas avisam que falta sustentação ao movimento. Você não precisa mais alternar entre gráficos antes de uma entrada, e as mudanças de momentum ficam visíveis assim que começam.',
      features: [
        'Até oito tempos gráficos em um painel',
        'Cálculo de momentum por RSI, MACD ou taxa de variação',
        'Índice de alinhamento com alertas',
        'Layout compacto para áreas de trabalho com vários gráficos',
      ],
    },
    'Session Range Breakout': {
      shortDescription: 'Ranges de Ásia, Londres e Nova York com alvos de rompimento e sinais de falha.',
      description:
        'O Session Range Breakout desenha a máxima e a mínima das sessões da Ásia, de Londres e de Nova York e projeta alvos de rompimento a partir de cada range. Ele marca rompimentos limpos e rompimentos falsos que voltam para dentro do range, os dois setups que os traders de range procuram toda manhã. Os horários das sessões são ajustáveis para qualquer ativo e fuso horário.',
      features: [
        'Caixas das sessões da Ásia, de Londres e de Nova York',
        'Alvos de rompimento baseados no range',
        'Detecção de rompimentos falsos',
        'Horários e cores de sessão personalizáveis',
      ],
    },
    'Cumulative Delta Bars': {
      shortDescription: 'Delta acumulado desenhado como candles, com coloração de divergências.',
      description:
        'O Cumulative Delta Bars plota o delta acumulado como candles de abertura, máxima, mínima e fechamento em um painel inferior, para você ler a pressão compradora e vendedora com as mesmas ferramentas que usa no preço. Os pavios mostram onde a agressão foi rejeitada dentro da barra, e as barras são coloridas quando o delta diverge do preço. Reinício por sessão, por semana ou nunca.',
      features: [
        'Delta como candles OHLC ou como linha',
        'Reinício por sessão, semanal ou contínuo',
        'Coloração de divergências em relação ao preço',
        'Filtro opcional de negócios grandes',
      ],
    },
    'Smart ATR Stops': {
      shortDescription: 'Níveis de stop e alvo baseados em volatilidade que se adaptam à sessão.',
      description:
        'O Smart ATR Stops define níveis de stop loss e alvo a partir do Average True Range, ajustado ao horário do dia, para que o almoço tranquilo e as aberturas rápidas recebam distâncias diferentes. Ele mostra o tamanho de posição que mantém constante o seu risco por operação, e os níveis se atualizam conforme a volatilidade muda. Um jeito simples de parar de adivinhar onde colocar o stop.',
      features: [
        'Stops ATR com ajuste por horário do dia',
        'Alvos por relação risco-retorno',
        'Tamanho de posição para um risco fixo em dólares',
        'Níveis de compra e venda ao mesmo tempo',
      ],
    },
    'Imbalance Scanner': {
      shortDescription: 'Varre o footprint em busca de desequilíbrios empilhados e leilões inacabados.',
      description:
        'O Imbalance Scanner lê o volume no bid e no ask em cada nível de preço e destaca onde um lado atropelou o outro. Desequilíbrios empilhados viram zonas de suporte e resistência, leilões inacabados são marcados nos extremos da barra e tudo pode ser varrido em uma lista de observação com alertas. Ele leva as informações do footprint para um gráfico de candles comum.',
      features: [
        'Desequilíbrios de compra e venda com filtro de proporção',
        'Zonas de desequilíbrios empilhados',
        'Marcadores de leilões inacabados',
        'Coluna do Market Analyzer para listas de observação',
      ],
    },
    'Opening Range Pro': {
      shortDescription: 'Range de abertura configurável com extensões, linha média e estatísticas de rompimento.',
      description:
        'O Opening Range Pro marca a máxima, a mínima e o ponto médio do range de abertura para a duração que você escolher, de 1 a 60 minutos, e projeta níveis de extensão a partir dele. Um painel de estatísticas mostra com que frequência o range foi rompido para cada lado nas últimas sessões, dando a você expectativas realistas antes da primeira operação do dia.',
      features: [
        'Range de abertura de 1 a 60 minutos',
        'Linha média e níveis de extensão',
        'Painel de estatísticas de rompimento',
        'Opção de range do pré-mercado',
      ],
    },
    'Mean Reversion Bands': {
      shortDescription: 'Envelopes adaptativos que sinalizam movimentos esticados com chance de retornar.',
      description:
        'O Mean Reversion Bands envolve o preço com envelopes adaptativos que se alargam em mercados rápidos e se estreitam em mercados calmos. Quando o preço fecha fora da banda externa e o momentum perde força, o indicador marca um possível retorno à média. Ele foi pensado para dias de lateralidade e para realizar lucros em operações de tendência que foram longe demais.',
      features: [
        'Bandas interna e externa adaptativas',
        'Sinais de esticamento com filtro de momentum',
        'Linha média como alvo',
        'Funciona em qualquer tempo gráfico',
      ],
    },
    'Pro Bundle': {
      shortDescription: 'Todos os indicadores do catálogo, incluindo os próximos lançamentos, em dois computadores.',
      description:
        'O Pro Bundle é uma licença vitalícia que cobre todos os indicadores do catálogo, incluindo novos lançamentos e todas as atualizações, em dois computadores. É a opção de melhor custo-benefício para traders que combinam fluxo de ordens, perfil de volume e ferramentas de tendência em uma mesma área de trabalho, e vem com modelos de gráfico prontos que juntam tudo.',
      features: [
        'Todos os indicadores do catálogo',
        'Novos indicadores e atualizações incluídos',
        'Ativação em 2 computadores ao mesmo tempo',
        'Modelos de gráfico prontos',
        'Suporte prioritário',
      ],
    },
  },
};

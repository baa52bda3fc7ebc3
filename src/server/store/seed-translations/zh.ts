import type { SeedCatalogueTranslation } from './types.ts';

export const zh: SeedCatalogueTranslation = {
  categories: {
    'Order Flow': '订单流',
    'Volume Profile': '成交量分布',
    'Trend & Momentum': '趋势与动能',
    'Volatility & Risk': '波动率与风险',
    'Levels & Structure': '关键价位与结构',
    Bundles: '套装',
  },
  products: {
    'Orderflow Pulse': {
      shortDescription: '一眼看出哪一方更主动：K线 Delta、累计 Delta、失衡与吸收，尽在一张图表。',
      description:
        'Orderflow Pulse 将每一笔成交拆分为卖价（ask）主动成交量和买价（bid）主动成交量，并按K线和价位显示两者之差。Delta 柱状图和累计 Delta 曲线揭示推动行情的是买方还是卖方；堆叠失衡区标出主动力量留下的痕迹；吸收点则提示那些放出大量却未能推动价格的位置。专为期货日内交易者打造，帮助您在追入突破之前先确认突破。',
      features: [
        'K线 Delta 与本交易时段累计 Delta',
        '比例可调的对角失衡标记',
        '堆叠失衡区持续延伸，直至被价格穿越',
        'K线高低点处的吸收标记',
        '支持 Tick、Range、Renko 及时间周期图表',
      ],
    },
    'Volume Profile Pro': {
      shortDescription: '时段、合成及可见区间成交量分布，含 POC、价值区与裸 POC。',
      description:
        'Volume Profile Pro 显示每个价位上的成交量，让您看清市场在哪里接受了价值、又在哪里拒绝了价值。时段、周度和合成分布会标出控制点（POC）、70% 价值区、高成交量与低成交量节点，以及价格尚未回测的裸 POC。动态 POC 与价值区逐笔更新，价格在价值区外被接受时可以第一时间察觉。',
      features: [
        '时段、周度、月度及合成成交量分布',
        'POC、VAH 与 VAL 及其动态值',
        '裸 POC 持续延伸直至被测试',
        '高成交量节点（HVN）与低成交量节点（LVN）高亮',
        'RTH 与 ETH 时段分别显示分布',
      ],
    },
    'Trend Sentinel': {
      shortDescription: '自适应 ATR 跟踪线，配合更高周期过滤，帮您避开震荡行情。',
      description:
        'Trend Sentinel 告诉您市场是否处于趋势中、方向如何，以及回调是否依然健康。自适应跟踪线随波动率变化，K线按趋势着色；当不同周期方向不一致时，更高周期过滤器会将K线变为灰色。已确认的箭头在K线收盘时标出趋势反转，回调点则提示低风险的顺势入场位置。',
      features: [
        '自适应 ATR 跟踪线',
        '更高周期趋势过滤',
        'K线着色：上涨、下跌、中性',
        '收盘确认的趋势反转箭头（不重绘）',
        '回调点与可选提醒',
      ],
    },
    'Delta Divergence': {
      shortDescription: '标出订单流未能确认的新高与新低。',
      description:
        'Delta Divergence 将价格的波段高低点与其背后的累计 Delta 进行比较。当价格创出新极值而主动成交量却在减弱时，指标会在图表上画出背离并可向您发出提醒。它既是逆向交易衰竭行情的过滤器，也是在订单流转弱时仍持有仓位的警示信号。',
      features: [
        '波段点上的常规背离与隐藏背离',
        '波段强度与回溯周期可调',
        '在价格与 Delta 上同时绘制背离线',
        '声音、弹窗及电子邮件提醒',
      ],
    },
    'VWAP Bands Plus': {
      shortDescription: '时段 VWAP 与锚定 VWAP，附标准差通道和周 VWAP。',
      description:
        'VWAP Bands Plus 绘制时段 VWAP 及一倍、二倍、三倍标准差通道，另有周 VWAP 和锚定 VWAP，点击任意K线即可开始计算。机构以 VWAP 衡量自己的成交质量，因此这些线常常成为价格的磁吸位和转折点。触及通道时可着色并提醒，上一时段的 VWAP 也会保留作为参考。',
      features: ['时段、周度及锚定 VWAP', '最多三条标准差通道', '点击任意K线即可锚定', '上一时段 VWAP 延续显示'],
    },
    'Market Structure Mapper': {
      shortDescription: '自动标注波段高低点、结构突破与性质转变。',
      description:
        'Market Structure Mapper 读取波段高点和低点的先后顺序并替您标注：更高的高点、更低的低点、结构突破（BOS）与性质转变（CHoCH）。内部结构与波段结构分别跟踪，您可以看清大趋势中的短期回调。清晰、客观的标注取代了您原本每个交易时段都要重画的线条。',
      features: [
        'HH、HL、LH、LL 波段标注',
        '结构突破与性质转变标记',
        '内部结构与波段结构分别跟踪',
        '等高点与等低点高亮',
      ],
    },
    'Liquidity Sweep Detector': {
      shortDescription: '识别越过明显高低点的扫止损行为，以及随后的收复。',
      description:
        'Liquidity Sweep Detector 监控止损单密集的价位：前一时段的高低点、等高点与等低点，以及整数关口。当价格穿越某一价位后又收回其内侧时，指标会标出这次扫单及其背后的成交量。与订单流配合使用，您可以在扫止损之后抓住反转，而不是成为别人的流动性。',
      features: [
        '前一日、隔夜时段以及等高点和等低点价位',
        'K线收盘时识别扫单与收复',
        '标记中直接显示扫单处的成交量',
        '扫单确认时发出提醒',
      ],
    },
    'Momentum Heatmap': {
      shortDescription: '在一个紧凑的热力图面板中查看八个周期的动能。',
      description:
        'Momentum Heatmap 同时测量最多八个周期的动能，并以色块网格的形式显示在图表下方。颜色一致表示所有周期方向相同；颜色混杂则提醒您这波行情缺乏支撑。入场前不必再在多个图表间来回切换，动能一旦开始转变便清晰可见。',
      features: [
        '一个面板最多显示八个周期',
        '可选 RSI、MACD 或变动率作为动能引擎',
        '带提醒的一致性评分',
        '适合多图表工作区的紧凑布局',
      ],
    },
    'Session Range Breakout': {
      shortDescription: '亚洲、伦敦和纽约时段区间，附突破目标与假突破信号。',
      description:
        'Session Range Breakout 绘制亚洲、伦敦和纽约交易时段的高点与低点，并根据每个区间推算突破目标。它会标出干净利落的突破，以及重新回到区间内的假突破——这正是区间交易者每天早上寻找的两种形态。交易时段的时间可按任意品种和时区调整。',
      features: ['亚洲、伦敦和纽约时段方框', '基于区间幅度的突破目标', '假突破识别', '自定义时段时间与颜色'],
    },
    'Cumulative Delta Bars': {
      shortDescription: '以K线形式绘制累计 Delta，并对背离着色。',
      description:
        'Cumulative Delta Bars 在下方面板中以开盘、最高、最低、收盘的K线形式绘制累计 Delta，让您用分析价格的同一套工具来解读买卖压力。影线显示主动力量在K线内部被拒绝的位置，当 Delta 与价格背离时K线会着色。可按时段、按周重置，或从不重置。',
      features: ['Delta 以 OHLC K线或曲线显示', '按时段、按周重置或连续累计', '与价格背离时着色', '可选的大单过滤'],
    },
    'Smart ATR Stops': {
      shortDescription: '基于波动率、随交易时段自适应的止损与目标价位。',
      description:
        'Smart ATR Stops 根据平均真实波幅（ATR）设置止损和目标价位，并按一天中的时间进行调整，让清淡的午盘和快速的开盘使用不同的距离。它会显示让每笔交易风险保持不变的仓位大小，价位也会随波动率变化而更新。从此不必再猜止损该放在哪里。',
      features: ['按时段调整的 ATR 止损', '按盈亏比设定目标', '按固定美元风险计算仓位', '同时显示多头与空头价位'],
    },
    'Imbalance Scanner': {
      shortDescription: '扫描足迹图中的堆叠失衡与未完成拍卖。',
      description:
        'Imbalance Scanner 读取每个价位上的买价与卖价成交量，并高亮一方压倒另一方的位置。堆叠失衡会成为支撑和阻力区，未完成拍卖会在K线高低点处标出，所有信号都可以在自选列表中扫描并提醒。它把足迹图的信息带到了普通K线图上。',
      features: ['带比例过滤的买方与卖方失衡', '堆叠失衡区', '未完成拍卖标记', '用于自选列表的 Market Analyzer 列'],
    },
    'Opening Range Pro': {
      shortDescription: '可配置的开盘区间，含延伸位、中线与突破统计。',
      description:
        'Opening Range Pro 按您选择的时长（1 到 60 分钟）标出开盘区间的高点、低点和中点，并据此推算延伸价位。统计面板显示最近各交易时段中区间向上和向下被突破的频率，让您在当天第一笔交易之前就有切合实际的预期。',
      features: ['1 到 60 分钟的开盘区间', '中线与延伸价位', '突破统计面板', '盘前区间选项'],
    },
    'Mean Reversion Bands': {
      shortDescription: '自适应包络线，标出可能回归的过度延伸行情。',
      description:
        'Mean Reversion Bands 用自适应包络线围住价格：行情快时通道变宽，行情平静时通道收窄。当价格收在外轨之外且动能减弱时，指标会标出可能向均值回归的位置。它适用于区间震荡日，也适合在走得过远的趋势单上获利了结。',
      features: ['自适应内轨与外轨', '带动能过滤的过度延伸信号', '均值线作为目标', '适用于任何周期'],
    },
    'Pro Bundle': {
      shortDescription: '目录中的全部指标（含未来新品），可在两台电脑上使用。',
      description:
        'Pro Bundle 是一份终身许可证，涵盖目录中的全部指标，包括新发布的指标和所有更新，可在两台电脑上使用。对于在同一工作区中同时使用订单流、成交量分布和趋势工具的交易者来说，这是最划算的选择，并附带将它们组合在一起的现成图表模板。',
      features: [
        '目录中的全部指标',
        '包含新指标与所有更新',
        '可同时在 2 台电脑上激活',
        '现成的图表模板',
        '优先技术支持',
      ],
    },
  },
};

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>tf::core::SourceArticle</name>
    <message>
        <source>飞象网, republishing NVIDIA&apos;s analysis with SemiAnalysis InferenceX v2 data</source>
        <translation>飞象网，转载 NVIDIA 基于 SemiAnalysis InferenceX v2 数据的分析</translation>
    </message>
    <message>
        <source>by 三道杠林同学 (no publisher named)</source>
        <translation>作者：三道杠林同学（未注明发布方）</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>未注明日期</translation>
    </message>
    <message>
        <source>the H200 vs GB300 NVL72 comparison, its cost and tok/s/MW figures and the inference iceberg (FLOPS per dollar above the water, cost per token below)</source>
        <translation>H200 与 GB300 NVL72 的对比、其成本与每兆瓦 tok/s 数据，以及推理冰山（水面之上为每美元 FLOPS，水面之下为每 Token 成本）</translation>
    </message>
    <message>
        <source>the token tiers (batch, balanced, interactive), the rule of thumb for sizing disaggregated prefill and decode pools, the rack-planning rules for high-throughput and low-latency racks, and the DVFS energy claim</source>
        <translation>Token 层级（批量、适中、高端交互）、分解式预填充与解码资源池的经验配比公式、高吞吐与低延迟机架的规划法则，以及 DVFS 能耗说法</translation>
    </message>
</context>
<context>
    <name>tf::ui::format</name>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>tf::core::Knob</name>
    <message>
        <source>Share of HBM usable</source>
        <translation>可用 HBM 比例</translation>
    </message>
    <message>
        <source>Reserved memory per GPU, GB</source>
        <translation>每GPU预留显存，GB</translation>
    </message>
    <message>
        <source>KV share of memory left after weights (0 = share of all HBM)</source>
        <translation>权重之外剩余显存中 KV 的比例（0 = 占全部 HBM 的比例）</translation>
    </message>
    <message>
        <source>Most sequences one instance schedules at once</source>
        <translation>单实例同时调度的最多序列数</translation>
    </message>
    <message>
        <source>Scheduler multiplier on prefill time</source>
        <translation>调度器对预填充时间的倍数</translation>
    </message>
    <message>
        <source>Steps between a prompt&apos;s first token and its delivery</source>
        <translation>提示词首个Token生成到送达之间的步数</translation>
    </message>
    <message>
        <source>Prefill chunks share decode steps (1) or run alone (0)</source>
        <translation>预填充分块与解码步共享（1）或单独运行（0）</translation>
    </message>
    <message>
        <source>Usable prefill-pool capacity</source>
        <translation>预填充池可用容量</translation>
    </message>
    <message>
        <source>Usable decode-pool capacity</source>
        <translation>解码池可用容量</translation>
    </message>
    <message>
        <source>Prefill to decode KV bandwidth, GB/s</source>
        <translation>预填充到解码的 KV 带宽，GB/s</translation>
    </message>
    <message>
        <source>Achieved fraction of peak HBM bandwidth</source>
        <translation>实际达到的 HBM 峰值带宽比例</translation>
    </message>
    <message>
        <source>Achieved HBM fraction reading the KV cache</source>
        <translation>读取 KV 缓存时达到的 HBM 带宽比例</translation>
    </message>
    <message>
        <source>Fixed cost per kernel, us</source>
        <translation>每个内核的固定开销，us</translation>
    </message>
    <message>
        <source>Kernels launched per layer</source>
        <translation>每层启动的内核数</translation>
    </message>
    <message>
        <source>Asymptotic GEMM fraction of BF16 peak</source>
        <translation>GEMM 渐近达到的 BF16 峰值比例</translation>
    </message>
    <message>
        <source>Asymptotic GEMM fraction of FP8/FP4 peak</source>
        <translation>GEMM 渐近达到的 FP8/FP4 峰值比例</translation>
    </message>
    <message>
        <source>Tokens at half GEMM efficiency</source>
        <translation>GEMM 效率减半时的Token数</translation>
    </message>
    <message>
        <source>Decode attention floor, us</source>
        <translation>解码注意力下限，us</translation>
    </message>
    <message>
        <source>Per sequence x KV head attention cost, ns</source>
        <translation>每序列 × KV 头的注意力开销，ns</translation>
    </message>
    <message>
        <source>Attention math fraction of peak</source>
        <translation>注意力计算达到的峰值比例</translation>
    </message>
    <message>
        <source>Framework cost per layer per step, us</source>
        <translation>框架每步每层开销，us</translation>
    </message>
    <message>
        <source>Framework cost per step, us</source>
        <translation>框架每步开销，us</translation>
    </message>
    <message>
        <source>Framework cost per sequence, us</source>
        <translation>框架每序列开销，us</translation>
    </message>
    <message>
        <source>All-reduce latency floor, us</source>
        <translation>All-reduce 延迟下限，us</translation>
    </message>
    <message>
        <source>All-reduce fraction of link bandwidth</source>
        <translation>All-reduce 达到的链路带宽比例</translation>
    </message>
    <message>
        <source>All-to-all latency floor, us</source>
        <translation>All-to-all 延迟下限，us</translation>
    </message>
    <message>
        <source>All-to-all fraction of link bandwidth</source>
        <translation>All-to-all 达到的链路带宽比例</translation>
    </message>
    <message>
        <source>Share of communication hidden by compute</source>
        <translation>被计算掩盖的通信比例</translation>
    </message>
    <message>
        <source>Fixed cost per MoE layer, us</source>
        <translation>每个 MoE 层的固定开销，us</translation>
    </message>
    <message>
        <source>Expert columns per GPU at half grouped-GEMM efficiency</source>
        <translation>分组 GEMM 效率减半时每GPU的专家列数</translation>
    </message>
    <message>
        <source>Fixed cost per sparse-attention layer, us</source>
        <translation>每个稀疏注意力层的固定开销，us</translation>
    </message>
    <message>
        <source>Routing skew exponent (1 = uniform)</source>
        <translation>路由偏斜指数（1 = 均匀）</translation>
    </message>
    <message>
        <source>Busiest EP rank over mean</source>
        <translation>最忙 EP 秩与平均值之比</translation>
    </message>
    <message>
        <source>Grouped expert GEMMs relative to dense GEMMs</source>
        <translation>分组专家 GEMM 相对稠密 GEMM 的效率</translation>
    </message>
    <message>
        <source>Prefill share of the GPU&apos;s GEMM ceiling</source>
        <translation>预填充达到的 GPU GEMM 上限比例</translation>
    </message>
    <message>
        <source>Share of its answer a running sequence holds in KV memory</source>
        <translation>运行中序列在 KV 显存中占用的回答比例</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>input alone pays</source>
        <translation>仅输入收入即覆盖成本</translation>
    </message>
    <message>
        <source>Cost, output tokens</source>
        <translation>成本（输出Token）</translation>
    </message>
    <message>
        <source>$/Mtok</source>
        <translation>$/Mtok</translation>
    </message>
    <message>
        <source>Cost, all tokens</source>
        <translation>成本（全部Token）</translation>
    </message>
    <message>
        <source>Throughput, output</source>
        <translation>吞吐量（输出）</translation>
    </message>
    <message>
        <source>tok/s/GPU</source>
        <translation>tok/s/GPU</translation>
    </message>
    <message>
        <source>Throughput, total</source>
        <translation>吞吐量（总计）</translation>
    </message>
    <message>
        <source>Interactivity</source>
        <translation>交互性</translation>
    </message>
    <message>
        <source>tok/s/user</source>
        <translation>tok/s/用户</translation>
    </message>
    <message>
        <source>First token (TTFT)</source>
        <translation>首Token时延 (TTFT)</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Energy: per MW</source>
        <translation>能效：每MW</translation>
    </message>
    <message>
        <source>tok/s/MW</source>
        <translation>tok/s/MW</translation>
    </message>
    <message>
        <source>Energy: per joule</source>
        <translation>能效：每焦耳</translation>
    </message>
    <message>
        <source>tok/J</source>
        <translation>tok/J</translation>
    </message>
    <message>
        <source>Cost per GPU-hour</source>
        <translation>每GPU小时成本</translation>
    </message>
    <message>
        <source>$/GPU-h</source>
        <translation>$/GPU-h</translation>
    </message>
    <message>
        <source>Dense PFLOPS per $/GPU-h</source>
        <translation>每 $/GPU小时的稠密 PFLOPS</translation>
    </message>
    <message>
        <source>Batch / max batch</source>
        <translation>批大小 / 最大批大小</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>序列</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>并行方式</translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs</source>
        <translation>
            <numerusform>%n 块GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Token tier</source>
        <translation>Token层级</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>定价方式</translation>
    </message>
    <message>
        <source>owned (built up)</source>
        <translation>自有（逐项核算）</translation>
    </message>
    <message>
        <source>given price per GPU-hour</source>
        <translation>给定每GPU小时价格</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>服务模式</translation>
    </message>
    <message>
        <source>disaggregated prefill/decode</source>
        <translation>预填充/解码解耦</translation>
    </message>
    <message>
        <source>aggregated</source>
        <translation>聚合</translation>
    </message>
    <message>
        <source>model default</source>
        <translation>模型默认</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation>警告：</translation>
    </message>
    <message>
        <source>Token Factory report</source>
        <translation>Token Factory 报告</translation>
    </message>
    <message>
        <source>Untitled workbook</source>
        <translation>未命名工作簿</translation>
    </message>
    <message>
        <source> (baseline)</source>
        <translation>（基准）</translation>
    </message>
    <message>
        <source>This scenario cannot be evaluated:</source>
        <translation>此场景无法评估：</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>数据来源</translation>
    </message>
    <message>
        <source>Not reached by any configuration: at most %1 tok/s/user; the figures below are that closest configuration&apos;s.</source>
        <translation>任何配置均未达到：最高 %1 tok/s/用户；以下数据为最接近的配置。</translation>
    </message>
    <message>
        <source>Goodput (meets every SLO)</source>
        <translation>有效吞吐（满足全部 SLO）</translation>
    </message>
    <message>
        <source>Revenue, all tokens</source>
        <translation>收入（全部Token）</translation>
    </message>
    <message>
        <source>Margin per GPU-hour</source>
        <translation>每GPU小时利润</translation>
    </message>
    <message>
        <source>$/GPU-h (%1%)</source>
        <translation>$/GPU-h（%1%）</translation>
    </message>
    <message>
        <source>Break-even output price</source>
        <translation>盈亏平衡输出价格</translation>
    </message>
    <message>
        <source>per GPU: NPV %1 at %2% cost of capital, %3</source>
        <translation>每GPU：资本成本 %2% 时 NPV 为 %1，%3</translation>
    </message>
    <message>
        <source>payback in month %1</source>
        <translation>第 %1 个月回本</translation>
    </message>
    <message>
        <source>no payback within the useful life</source>
        <translation>使用年限内无法回本</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>资本支出</translation>
    </message>
    <message>
        <source>Opex</source>
        <translation>运营支出</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>收入</translation>
    </message>
    <message>
        <source>Residual</source>
        <translation>残值</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>净额</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>累计</translation>
    </message>
    <message>
        <source>Present value</source>
        <translation>现值</translation>
    </message>
    <message>
        <source>Owning over the years</source>
        <translation>多年持有</translation>
    </message>
    <message>
        <source>Capex in year 0; each year the productive hours (8,760 × utilisation) earn the token prices and draw power; facility and other costs run every hour; the residual value returns at the end of the life.</source>
        <translation>资本支出计入第 0 年；每年的有效小时数（8,760 × 利用率）按Token价格产生收入并消耗电力；设施和其他成本每小时都在发生；残值在使用年限结束时收回。</translation>
    </message>
    <message>
        <source>Margin, all tokens</source>
        <translation>利润（全部Token）</translation>
    </message>
    <message>
        <source>What moves the baseline&apos;s cost: %1</source>
        <translation>影响基准成本的因素：%1</translation>
    </message>
    <message>
        <source>Cost per million output tokens with each input over the range named beside it (20% below and above its value unless the input has a range of its own), the others held; hatched: an end does not fit in memory.</source>
        <translation>每百万输出Token成本：每个输入在其旁注明的范围内变动（除非该输入有自己的范围，否则为其值上下各20%），其余保持不变；阴影：该端放不下内存。</translation>
    </message>
    <message>
        <source>Cost per Mtok output ($)</source>
        <translation>每百万输出Token成本（$）</translation>
    </message>
    <message>
        <source>Above and below the waterline</source>
        <translation>水线之上与水线之下</translation>
    </message>
    <message>
        <source>What buyers compare, what decides the cost of a token, and what moves it</source>
        <translation>买方比较的指标、决定Token成本的因素，以及推动成本变化的因素</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; against %2: cost per million tokens (input + output) &lt;b&gt;%3&lt;/b&gt;, tokens per second per MW &lt;b&gt;%4&lt;/b&gt;, while dense PFLOPS per $/GPU-h is %5.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 对比 %2：每百万Token（输入 + 输出）成本 &lt;b&gt;%3&lt;/b&gt;，每MW每秒Token数 &lt;b&gt;%4&lt;/b&gt;，而每 $/GPU小时的稠密 PFLOPS 为 %5。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; against %2: no cost or tokens-per-MW ratio at this service level (%3); dense PFLOPS per $/GPU-h is %4.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 对比 %2：在此服务等级下没有成本或每MW Token数的比值（%3）；每 $/GPU小时的稠密 PFLOPS 为 %4。</translation>
    </message>
    <message>
        <source>Key assumptions</source>
        <translation>关键假设</translation>
    </message>
    <message>
        <source>Input / output tokens</source>
        <translation>输入 / 输出Token数</translation>
    </message>
    <message>
        <source>All-in power per GPU</source>
        <translation>每GPU全功耗</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>GPU-hour</source>
        <translation>GPU小时来源</translation>
    </message>
    <message>
        <source>owned</source>
        <translation>自有</translation>
    </message>
    <message>
        <source>rented</source>
        <translation>租赁</translation>
    </message>
    <message>
        <source>How far to trust these figures</source>
        <translation>这些数据的可信度</translation>
    </message>
    <message>
        <source>cannot be evaluated: %1</source>
        <translation>无法评估：%1</translation>
    </message>
    <message>
        <source>Workbook notes</source>
        <translation>工作簿备注</translation>
    </message>
    <message>
        <source>profile %1 is uncalibrated (documented priors, no measurements); treat the figures as estimates</source>
        <translation>配置档 %1 未校准（采用文档先验值，无实测数据）；数据仅供估算参考</translation>
    </message>
    <message>
        <source>profile %1 is the workbook&apos;s own, not the built-in calibration: its figures are not the shipped measurements&apos;</source>
        <translation>配置档 %1 为工作簿自带，而非内置校准：其数据并非出厂实测所得</translation>
    </message>
    <message>
        <source>profile %1, median error %2% on held-out measurements (%3 points fitted)</source>
        <translation>配置档 %1，留出实测数据上的误差中位数为 %2%（拟合 %3 个数据点）</translation>
    </message>
    <message>
        <source>profile %1, median error %2% on its %3 fitted points (none held out)</source>
        <translation>配置档 %1，在其 %3 个拟合数据点上的误差中位数为 %2%（无留出数据）</translation>
    </message>
    <message>
        <source>profile %1 runs on documented priors (its fit did no better on held-out measurements); median error %2% on its %3 measured points</source>
        <translation>配置档 %1 采用文档先验值（其拟合在留出实测数据上并不更好）；在其 %3 个实测数据点上的误差中位数为 %2%</translation>
    </message>
    <message>
        <source>profile %1 is uncalibrated (documented priors, no measurements); where the calibration measured, the priors were off by a median %2%</source>
        <translation>配置档 %1 未校准（采用文档先验值，无实测数据）；在校准有实测数据之处，先验值的误差中位数为 %2%</translation>
    </message>
    <message>
        <source>; measured on %1, not on %2, which held out was off by %3%</source>
        <translation>；在 %1 上测得，未在 %2 上测得，%2 留出时的误差为 %3%</translation>
    </message>
    <message>
        <source>; measured on %1, not on %2</source>
        <translation>；在 %1 上测得，未在 %2 上测得</translation>
    </message>
    <message numerus="yes">
        <source>%1 · baseline %2 · %n scenario(s)</source>
        <translation>
            <numerusform>%1 · 基准 %2 · %n 个情景</numerusform>
        </translation>
    </message>
    <message>
        <source>Board summary</source>
        <translation>董事会摘要</translation>
    </message>
    <message>
        <source>Workbook notes:</source>
        <translation>工作簿备注：</translation>
    </message>
    <message>
        <source>in full on the notes pages at the end.</source>
        <translation>全文见末尾的备注页。</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <source>Catalog figures used (cited in full on the sources pages):</source>
        <translation>所用目录数据（完整出处见数据来源页）：</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>备注：</translation>
    </message>
    <message>
        <source>Workbook</source>
        <translation>工作簿</translation>
    </message>
    <message>
        <source>Board summary (continued)</source>
        <translation>董事会摘要（续）</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1（续）</translation>
    </message>
    <message>
        <source>1 node (more when the model fits no single node)</source>
        <translation>1 个节点（模型单节点放不下时可更多）</translation>
    </message>
    <message>
        <source>weights do not fit</source>
        <translation>权重超出显存</translation>
    </message>
    <message>
        <source>Cost-per-token article: “%1” (%2), %3: GB300 NVL72 FP4 against H200 FP8 serving DeepSeek-R1 at $2.65 and $1.41 per GPU-hour (6,000 against 90 tok/s/GPU, $0.12 against $4.20 per Mtok). The article states no workload or interactivity; it is read here at 1k/1k tokens and 50 tok/s/user.</source>
        <translation>每Token成本文章：“%1”（%2），%3：GB300 NVL72 FP4 对比 H200 FP8，服务 DeepSeek-R1，每 GPU 小时 $2.65 与 $1.41（每 GPU 6,000 对 90 tok/s，每百万 Token $0.12 对 $4.20）。文章未说明工作负载与交互性；此处按 1k/1k Token、50 tok/s/用户读取。</translation>
    </message>
    <message>
        <source>Source articles</source>
        <translation>来源文章</translation>
    </message>
    <message>
        <source>%1 per %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>%1, owned (built up)</source>
        <translation>%1，自有（逐项核算）</translation>
    </message>
    <message>
        <source>%1, given</source>
        <translation>%1，给定</translation>
    </message>
    <message>
        <source>per Mtok</source>
        <translation>每百万Token</translation>
    </message>
    <message>
        <source>per GPU-h</source>
        <translation>每GPU小时</translation>
    </message>
    <message>
        <source>per GPU-h (%1%)</source>
        <translation>每GPU小时（%1%）</translation>
    </message>
    <message>
        <source>per GPU-h (no revenue)</source>
        <translation>每GPU小时（无收入）</translation>
    </message>
    <message>
        <source>Cost per Mtok total ($)</source>
        <translation>每百万Token总成本（$）</translation>
    </message>
    <message>
        <source>Cost per million tokens (input + output) with each input over the range named beside it (20% below and above its value unless the input has a range of its own), the others held; hatched: an end does not fit in memory.</source>
        <translation>每百万Token（输入 + 输出）成本：每个输入在其旁注明的范围内变动（除非该输入有自己的范围，否则为其值上下各20%），其余保持不变；阴影：该端放不下内存。</translation>
    </message>
    <message>
        <source>“%1” (%2), %3, %4: %5.</source>
        <translation>《%1》（%2），%3，%4：%5。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2）：%3</translation>
    </message>
    <message>
        <source>Planning rules</source>
        <translation>规划法则</translation>
    </message>
    <message>
        <source>batch %1, %2 tok/s/user, TTFT %3 ms: %4</source>
        <translation>批大小 %1，%2 tok/s/用户，TTFT %3 ms：%4</translation>
    </message>
    <message>
        <source>The token-economics article&apos;s rack-planning rules (section 5.1) against each scenario at the configuration shown. An interactive point takes the low-latency rules, a batch or balanced one the high-throughput rules: those verdicts are in bold. The article states the rules from deployment experience; they are checks beside the model, not part of it.</source>
        <translation>Token经济学文章的机架规划法则（第 5.1 节）与各情景在所示配置下的对照。高端交互工作点适用低延迟法则，批量或适中工作点适用高吞吐法则：适用的结论以粗体显示。文章依据部署经验给出这些法则；它们是模型之外的核对项，不属于模型。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; against %2: cost per million output tokens &lt;b&gt;%3&lt;/b&gt;, output tokens per second per MW &lt;b&gt;%4&lt;/b&gt;, while dense PFLOPS per $/GPU-h is %5.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 对比 %2：每百万输出Token成本 &lt;b&gt;%3&lt;/b&gt;，每MW每秒输出Token数 &lt;b&gt;%4&lt;/b&gt;，而每 $/GPU小时的稠密 PFLOPS 为 %5。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>What-if explorer for the economics of AI inference.</source>
        <translation>AI推理经济学假设分析工具。</translation>
    </message>
    <message>
        <source>Render the main window to FILE (PNG) and exit.</source>
        <translation>将主窗口渲染为 FILE（PNG）后退出。</translation>
    </message>
    <message>
        <source>Benchmark output as JSON.</source>
        <translation>以 JSON 格式输出基准测试结果。</translation>
    </message>
    <message>
        <source>Slider events in the benchmark (default 200).</source>
        <translation>基准测试中的滑块事件数（默认 200）。</translation>
    </message>
    <message>
        <source>User interface language, e.g. zh_CN.</source>
        <translation>界面语言，例如 zh_CN。</translation>
    </message>
    <message>
        <source>Write the PDF report of the workbook (or the default scenarios) to FILE and exit.</source>
        <translation>将工作簿（或默认情景）的 PDF 报告写入 FILE 后退出。</translation>
    </message>
    <message>
        <source>Workbook to open for exports and screenshots.</source>
        <translation>用于导出和截图的工作簿。</translation>
    </message>
    <message>
        <source>Workbook to open (or the output file of --export-chart).</source>
        <translation>要打开的工作簿（或 --export-chart 的输出文件）。</translation>
    </message>
    <message>
        <source>Start in presentation mode (full screen, large type).</source>
        <translation>以演示模式启动（全屏、大字号）。</translation>
    </message>
    <message>
        <source>Service level of the benchmark: operating-point, equal-interactivity, best-under-slo or all (default all).</source>
        <translation>基准测试的服务等级：operating-point、equal-interactivity、best-under-slo 或 all（默认 all）。</translation>
    </message>
    <message>
        <source>Compare at MODE for screenshots and exports: operating-point, equal-interactivity (50 tok/s/user) or best-under-slo (TTFT 2 s, 50 tok/s/user).</source>
        <translation>截图与导出时按 MODE 对比：operating-point、equal-interactivity（50 tok/s/用户）或 best-under-slo（TTFT 2 秒，50 tok/s/用户）。</translation>
    </message>
    <message>
        <source>Drag a slider with several scenarios overlaid and print event-to-repaint times.</source>
        <translation>在叠加多个情景时拖动滑块，并输出从事件到重绘的时间。</translation>
    </message>
    <message>
        <source>Scenarios overlaid in the benchmark (default 4).</source>
        <translation>基准测试中叠加的情景数（默认 4）。</translation>
    </message>
    <message>
        <source>Write the spreadsheet (.xlsx, live formulas) of the workbook (or the default scenarios) to FILE and exit.</source>
        <translation>将工作簿（或默认情景）的电子表格（.xlsx，含实时公式）写入 FILE 后退出。</translation>
    </message>
    <message>
        <source>Write one chart (pareto, cost, breakdown, energy or iceberg) to the FILE given after the options (.png, .svg or .pdf) and exit.</source>
        <translation>将一张图表（pareto、cost、breakdown、energy 或 iceberg）写入选项之后给出的 FILE（.png、.svg 或 .pdf）后退出。</translation>
    </message>
</context>
<context>
    <name>tf::core::AnalysisMetric</name>
    <message>
        <source>Cost per Mtok output ($)</source>
        <translation>每百万输出Token成本（$）</translation>
    </message>
    <message>
        <source>Cost per Mtok total ($)</source>
        <translation>每百万Token总成本（$）</translation>
    </message>
    <message>
        <source>Interactivity (tok/s/user)</source>
        <translation>交互性（tok/s/用户）</translation>
    </message>
    <message>
        <source>Output tok/s per GPU</source>
        <translation>每GPU输出 tok/s</translation>
    </message>
    <message>
        <source>Total tok/s per GPU</source>
        <translation>每GPU总 tok/s</translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation>首Token时延（ms）</translation>
    </message>
    <message>
        <source>Cost per productive GPU-hour ($)</source>
        <translation>每有效GPU小时成本（$）</translation>
    </message>
    <message>
        <source>Total tok/s per MW</source>
        <translation>每兆瓦总 tok/s</translation>
    </message>
</context>
<context>
    <name>tf::core::InputField</name>
    <message>
        <source>Input tokens (ISL)</source>
        <translation>输入Token数 (ISL)</translation>
    </message>
    <message>
        <source>Output tokens (OSL)</source>
        <translation>输出Token数 (OSL)</translation>
    </message>
    <message>
        <source>Batch (concurrent sequences)</source>
        <translation>批大小（并发序列）</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <source>Prefill tensor parallel</source>
        <translation>预填充张量并行</translation>
    </message>
    <message>
        <source>Speculative draft tokens</source>
        <translation>投机解码草稿Token数</translation>
    </message>
    <message>
        <source>Draft acceptance (first token)</source>
        <translation>草稿接受率（首个Token）</translation>
    </message>
    <message>
        <source>GPU price</source>
        <translation>GPU价格</translation>
    </message>
    <message>
        <source>Capex per GPU</source>
        <translation>每GPU资本支出</translation>
    </message>
    <message>
        <source>Useful life</source>
        <translation>使用年限</translation>
    </message>
    <message>
        <source>Cost of capital</source>
        <translation>资本成本</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>All-in power per GPU</source>
        <translation>每GPU全功耗</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>机房设施</translation>
    </message>
    <message>
        <source>Other opex</source>
        <translation>其他运营支出</translation>
    </message>
    <message>
        <source>TTFT objective</source>
        <translation>首Token时延目标</translation>
    </message>
    <message>
        <source>Interactivity objective</source>
        <translation>交互性目标</translation>
    </message>
    <message>
        <source>Efficiency scale</source>
        <translation>效率系数</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>序列</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>块GPU</translation>
    </message>
    <message>
        <source>$/GPU-h</source>
        <translation>$/GPU-h</translation>
    </message>
    <message>
        <source>$</source>
        <translation>$</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>%/year</source>
        <translation>%/年</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>$/kWh</source>
        <translation>$/kWh</translation>
    </message>
    <message>
        <source>$/kW-month</source>
        <translation>$/kW·月</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>tok/s/user</source>
        <translation>tok/s/用户</translation>
    </message>
    <message>
        <source>x</source>
        <translation>倍</translation>
    </message>
    <message>
        <source>Price of one productive GPU-hour (a rental price includes power).&lt;br&gt;Cost per Mtok = $/GPU-h ÷ (tok/s/GPU × 3600) × 10⁶.</source>
        <translation>一个有效GPU小时的价格（租赁价格已含电力）。&lt;br&gt;每Mtok成本 = $/GPU-h ÷ (tok/s/GPU × 3600) × 10⁶。</translation>
    </message>
    <message>
        <source>Facility power per GPU: board, host share, network and cooling.&lt;br&gt;tok/s/MW = tok/s/GPU × 1000 ÷ kW; tok/J = tok/s/GPU ÷ W.</source>
        <translation>每GPU设施功耗：板卡、分摊的主机、网络与制冷。&lt;br&gt;tok/s/MW = tok/s/GPU × 1000 ÷ kW；tok/J = tok/s/GPU ÷ W。</translation>
    </message>
    <message>
        <source>Concurrent sequences per serving instance. Larger batches share each weight read (more tok/s/GPU) but slow every user (fewer tok/s/user).&lt;br&gt;Capacity = (usable HBM − weights − reserves) ÷ KV bytes a running sequence holds: ISL + OSL where the framework reserves the whole answer (TensorRT-LLM), ISL + about OSL/2 where its KV grows as tokens are generated (vLLM, SGLang).</source>
        <translation>每个服务实例的并发序列数。批越大，每次权重读取被更多序列分摊（tok/s/GPU 更高），但每个用户都会变慢（tok/s/用户 更低）。&lt;br&gt;容量 = (可用 HBM − 权重 − 预留) ÷ 每个运行中序列占用的 KV 字节数：框架预留整个回答时为 ISL + OSL（TensorRT-LLM），KV 随生成的 Token 增长时约为 ISL + OSL/2（vLLM、SGLang）。</translation>
    </message>
    <message>
        <source>Power usage effectiveness; multiplies the all-in kW. Keep 1.0 when the all-in figure already includes cooling (InferenceX basis).</source>
        <translation>电源使用效率，与全功耗 kW 相乘。若全功耗数值已包含制冷（InferenceX 口径），请保持 1.0。</translation>
    </message>
    <message>
        <source>Price of energy; counts in the owned build-up only (a rental price includes power).&lt;br&gt;Power $/GPU-h = kW × PUE × $/kWh, not ÷ utilisation: an idle GPU draws little, and its idle draw is in the all-in kW.</source>
        <translation>电能价格；仅计入自有硬件的成本核算（租赁价格已包含电力）。&lt;br&gt;电力 $/GPU-h = kW × PUE × $/kWh，不除以利用率：GPU空闲时耗电很少，其空闲功耗已计入全口径 kW。</translation>
    </message>
    <message>
        <source>Prompt length per request. Sets prefill work and TTFT, and the KV cache each sequence holds.</source>
        <translation>每个请求的提示词长度。决定预填充工作量、TTFT 以及每个序列占用的 KV cache。</translation>
    </message>
    <message>
        <source>Tokens generated per request.</source>
        <translation>每个请求生成的Token数。</translation>
    </message>
    <message>
        <source>TP: GPUs sharing each attention layer; two all-reduces per layer.</source>
        <translation>TP：共同承担每个注意力层的GPU数；每层两次 all-reduce。</translation>
    </message>
    <message>
        <source>EP: GPUs sharing the experts (MoE only); EP &gt; TP means data-parallel attention. Dispatch and combine are all-to-alls.</source>
        <translation>EP：分担专家的GPU数（仅限 MoE）；EP &gt; TP 表示注意力采用数据并行。分发与合并均为 all-to-all。</translation>
    </message>
    <message>
        <source>TP of one prefill instance (disaggregated serving).</source>
        <translation>单个预填充实例的 TP（解耦服务）。</translation>
    </message>
    <message>
        <source>Draft tokens per step (MTP/EAGLE); 0 = off. Accepted tokens per step = 1 + Σ a·d^(i−1); the verify pass costs B·(γ+1) tokens, so the gain shrinks at large batch.</source>
        <translation>每步草稿Token数（MTP/EAGLE）；0 = 关闭。每步接受Token数 = 1 + Σ a·d^(i−1)；验证需处理 B·(γ+1) 个Token，因此大批量时收益缩小。</translation>
    </message>
    <message>
        <source>Probability that the first draft token is accepted; later drafts decay by the model&apos;s factor. A negative value uses the model&apos;s catalog figure.</source>
        <translation>第一个草稿Token被接受的概率；后续草稿按模型的衰减系数递减。负值表示采用模型目录中的数值。</translation>
    </message>
    <message>
        <source>Purchase price per GPU including its share of the server; spread over the useful life as an annuity at the cost of capital.</source>
        <translation>每GPU购置价格（含分摊的服务器费用）；按资本成本以年金方式在使用年限内分摊。</translation>
    </message>
    <message>
        <source>Years over which capex is spread (annuity).</source>
        <translation>资本支出分摊的年数（按年金计算）。</translation>
    </message>
    <message>
        <source>Annual rate applied to capex: what the money that buys the GPUs costs.&lt;br&gt;&lt;i&gt;Default: 10%, the effective rate of CoreWeave&apos;s 2030 senior notes; its GPU-backed term loans ran at 11% and 15%, its equipment financing at 9-10% (CoreWeave 10-Q, June 30, 2025, note 10, sec.gov/Archives/edgar/data/1769628/000114036125032095/R41.htm). A hyperscaler borrows for less.&lt;/i&gt;</source>
        <translation>资本支出适用的年利率：购买 GPU 的资金成本。&lt;br&gt;&lt;i&gt;默认值：10%，即 CoreWeave 2030 年到期优先票据的实际利率；其以 GPU 为抵押的定期贷款利率为 11% 和 15%，设备融资为 9-10%（CoreWeave 10-Q，2025 年 6 月 30 日，附注 10，sec.gov/Archives/edgar/data/1769628/000114036125032095/R41.htm）。超大规模云厂商的借款成本更低。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>残值</translation>
    </message>
    <message>
        <source>% of capex</source>
        <translation>%（占资本支出）</translation>
    </message>
    <message>
        <source>What the GPU sells for at the end of its useful life. Only capex less the residual&apos;s present value is repaid: yearly = (capex − residual ÷ (1 + r)^life) × r ÷ (1 − (1 + r)^−life).</source>
        <translation>GPU 在使用年限结束时的售价。只需偿还资本支出减去残值现值的部分：每年 = (资本支出 − 残值 ÷ (1 + r)^年限) × r ÷ (1 − (1 + r)^−年限)。</translation>
    </message>
    <message>
        <source>Share of paid-for hours doing paid work, rented or owned: idle hours are paid for too, so every cost per GPU-hour is divided by it. 100% = every hour sold (on-demand rental billed by the hour).</source>
        <translation>已付费小时中用于有偿工作的比例，租赁或自有皆适用：空闲小时同样需要付费，因此每GPU小时的各项成本都除以该比例。100% = 每小时都售出（按小时计费的按需租赁）。</translation>
    </message>
    <message>
        <source>Colocation or space charge per kW of all-in power, each month.&lt;br&gt;&lt;i&gt;Default: $184, CBRE&apos;s average asking rate for 250-500 kW of wholesale colocation across North American primary markets, H2 2024 (cbre.com/insights/reports/north-america-data-center-trends-h2-2024). CBRE quotes it per kW of IT load; charged here on all-in power, it also counts cooling&apos;s share.&lt;/i&gt;</source>
        <translation>每月按每 kW 全功耗计收的托管或场地费用。&lt;br&gt;&lt;i&gt;默认值：184 美元，CBRE 统计的 2024 年下半年北美主要市场 250-500 kW 批发托管的平均要价（cbre.com/insights/reports/north-america-data-center-trends-h2-2024）。CBRE 按 IT 负载每 kW 报价；此处按全功耗计收，因此也计入了制冷的份额。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Software, staff, network not counted above.</source>
        <translation>上文未计入的软件、人员、网络等费用。</translation>
    </message>
    <message>
        <source>Input token price</source>
        <translation>输入Token价格</translation>
    </message>
    <message>
        <source>$/Mtok</source>
        <translation>$/Mtok</translation>
    </message>
    <message>
        <source>What a million input tokens that miss the prefix cache sell for.&lt;br&gt;Revenue $/GPU-h = 3600 × (input tok/s × blended input price + output tok/s × output price) ÷ 10⁶.&lt;br&gt;&lt;i&gt;Default: DeepSeek API list price for DeepSeek-R1 (deepseek-reasoner), $0.55 per Mtok on a cache miss, listed February 2025, api-docs.deepseek.com/quick_start/pricing-details-usd&lt;/i&gt;</source>
        <translation>未命中前缀缓存的每百万输入Token售价。&lt;br&gt;收入 $/GPU-h = 3600 × (输入 tok/s × 混合输入价格 + 输出 tok/s × 输出价格) ÷ 10⁶。&lt;br&gt;&lt;i&gt;默认值：DeepSeek API 的 DeepSeek-R1 (deepseek-reasoner) 标价，缓存未命中时每 Mtok $0.55，2025 年 2 月公布，api-docs.deepseek.com/quick_start/pricing-details-usd&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Cached input token price</source>
        <translation>缓存输入Token价格</translation>
    </message>
    <message>
        <source>What a million input tokens served from the prefix cache sell for.&lt;br&gt;&lt;i&gt;Default: DeepSeek API list price for DeepSeek-R1, $0.14 per Mtok on a cache hit, February 2025, api-docs.deepseek.com/quick_start/pricing&lt;/i&gt;</source>
        <translation>由前缀缓存提供的每百万输入Token售价。&lt;br&gt;&lt;i&gt;默认值：DeepSeek API 的 DeepSeek-R1 标价，缓存命中时每 Mtok $0.14，2025 年 2 月，api-docs.deepseek.com/quick_start/pricing&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Output token price</source>
        <translation>输出Token价格</translation>
    </message>
    <message>
        <source>What a million generated tokens sell for. The break-even output price is the one at which revenue pays the GPU-hour: (cost $/GPU-h × 10⁶ ÷ 3600 − input tok/s × blended input price) ÷ output tok/s.&lt;br&gt;&lt;i&gt;Default: DeepSeek API list price for DeepSeek-R1, $2.19 per Mtok, listed February 2025, api-docs.deepseek.com/quick_start/pricing-details-usd&lt;/i&gt;</source>
        <translation>每百万生成Token的售价。盈亏平衡输出价格即收入恰好覆盖GPU小时成本时的价格：(成本 $/GPU-h × 10⁶ ÷ 3600 − 输入 tok/s × 混合输入价格) ÷ 输出 tok/s。&lt;br&gt;&lt;i&gt;默认值：DeepSeek API 的 DeepSeek-R1 标价，每 Mtok $2.19，2025 年 2 月公布，api-docs.deepseek.com/quick_start/pricing-details-usd&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Cached input share</source>
        <translation>缓存输入占比</translation>
    </message>
    <message>
        <source>Share of input tokens billed at the cached price. Blended input price = (1 − share) × input price + share × cached price. It prices the tokens only: prefill work is modelled as if every input token were computed.</source>
        <translation>按缓存价格计费的输入Token占比。混合输入价格 = (1 − 占比) × 输入价格 + 占比 × 缓存价格。它只影响Token定价：预填充计算量仍按每个输入Token都需计算来建模。</translation>
    </message>
    <message>
        <source>Minimum tok/s per user; 0 = none. tok/s/user = 1000 ÷ TPOT (ms).</source>
        <translation>每用户最低 tok/s；0 = 不设。tok/s/用户 = 1000 ÷ TPOT (ms)。</translation>
    </message>
    <message>
        <source>Scales the achieved bandwidth and compute fractions of the calibrated profile (1 = as calibrated).</source>
        <translation>按比例缩放已校准配置档中实际达到的带宽与算力比例（1 = 按校准值）。</translation>
    </message>
    <message>
        <source>Power cap</source>
        <translation>功率上限</translation>
    </message>
    <message>
        <source>W/GPU</source>
        <translation>W/GPU</translation>
    </message>
    <message>
        <source>Board power limit per GPU (nvidia-smi -pl); 0 = none. Under the cap the SM clock falls to f = √((cap − idle) ÷ (TDP − idle)) (dynamic power ∝ f²): math slows by f, HBM streams do not, so memory-bound decode barely slows while prefill slows almost linearly. The all-in power per GPU falls by TDP − cap; the clock stops at 20% of maximum, so a cap below the board&apos;s draw there saves only down to that draw.&lt;br&gt;&lt;i&gt;Checked against MLPerf Inference v4.1 H200 MaxQ (500 W): Mixtral 8x7B offline 48,988 vs 59,022 tok/s at 700 W.&lt;/i&gt;</source>
        <translation>每GPU的板卡功率上限（nvidia-smi -pl）；0 = 不设。设上限后 SM 时钟降至 f = √((上限 − 空闲) ÷ (TDP − 空闲))（动态功耗 ∝ f²）：计算按 f 变慢，HBM 数据流不受影响，因此受显存带宽限制的解码几乎不变慢，而预填充几乎线性变慢。每GPU全功耗降低 TDP − 上限；时钟最低降至最大值的 20%，因此低于该时钟下板卡功耗的上限只能节省到该功耗为止。&lt;br&gt;&lt;i&gt;已对照 MLPerf Inference v4.1 H200 MaxQ（500 W）核验：Mixtral 8x7B 离线 48,988 tok/s，700 W 时为 59,022 tok/s。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Prefix-cache hit rate</source>
        <translation>前缀缓存命中率</translation>
    </message>
    <message>
        <source>Share of each prompt found in the prefix cache (shared system prompt, earlier turns, KV-aware routing): those tokens need no prefill. Prefill linear work × (1 − h), causal attention × (1 − h²) (new tokens still attend to the cached ones); the KV cache a sequence holds is unchanged.</source>
        <translation>每个提示词中命中前缀缓存的比例（共享系统提示词、先前轮次、KV 感知路由）：这些Token无需预填充。预填充线性计算量 × (1 − h)，因果注意力 × (1 − h²)（新Token仍需关注已缓存的Token）；每个序列占用的 KV cache 不变。</translation>
    </message>
    <message>
        <source>KV offload memory</source>
        <translation>KV 缓存卸载容量</translation>
    </message>
    <message>
        <source>GB/GPU</source>
        <translation>GB/GPU</translation>
    </message>
    <message>
        <source>Host (CPU) memory per GPU that holds KV cache beyond HBM; 0 = no offload. It raises the batch a long context can hold; every decode step streams the KV beyond HBM over the host link: extra time = max(0, KV of the batch − free HBM) ÷ link bandwidth.</source>
        <translation>每GPU用于存放超出 HBM 部分 KV 缓存的主机（CPU）内存；0 = 不卸载。它可提高长上下文下可容纳的批大小；每个解码步都要经主机链路传输超出 HBM 的 KV：额外时间 = max(0, 批的 KV − 空闲 HBM) ÷ 链路带宽。</translation>
    </message>
    <message>
        <source>KV offload link</source>
        <translation>KV 缓存卸载链路</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Host link bandwidth per GPU, one direction, for KV offload. PCIe 5.0 x16: 64 GB/s (PCI-SIG); Grace NVLink-C2C: 450 GB/s (NVIDIA Grace Hopper datasheet).</source>
        <translation>KV 缓存卸载所用的每GPU主机链路单向带宽。PCIe 5.0 x16：64 GB/s（PCI-SIG）；Grace NVLink-C2C：450 GB/s（NVIDIA Grace Hopper 数据手册）。</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <source>stages</source>
        <translation>级</translation>
    </message>
    <message>
        <source>PP: pipeline stages, each a TP × EP group (usually one node) holding 1/PP of the layers. Weights and KV per GPU ÷ PP; the batch runs as PP micro-batches, so a token passes every stage: TPOT = step(B ÷ PP) + (PP − 1) × (scale-out latency + activations ÷ scale-out bandwidth).</source>
        <translation>PP：流水线级数，每级为一个 TP × EP 组（通常为一个节点），承载 1/PP 的层。每GPU的权重与 KV ÷ PP；批按 PP 个微批运行，每个Token都要经过所有级：TPOT = step(B ÷ PP) + (PP − 1) × (横向扩展时延 + 激活值 ÷ 横向扩展带宽)。</translation>
    </message>
    <message>
        <source>Nodes the search may span</source>
        <translation>搜索可跨越的节点数</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>个节点</translation>
    </message>
    <message>
        <source>Scale-up domains (8-GPU servers on HGX) a sweep may spread one instance over, with expert parallelism or pipeline stages across the scale-out network; it keeps a layout where it is cheaper. 1 = one node, but a model that fits no single node is still tried on the fewest nodes that hold it.</source>
        <translation>扫描时单个实例可跨越的纵向扩展域（HGX 上即 8-GPU 服务器）数，借助横向扩展网络做专家并行或流水线分级；仅在成本更低时保留这种布局。1 = 单节点，但单个节点容纳不下的模型仍会在能容纳它的最少节点上尝试。</translation>
    </message>
    <message>
        <source>Layers kept at FP8</source>
        <translation>保留 FP8 的层占比</translation>
    </message>
    <message>
        <source>FP4 runs only: share of the quantised weights kept at FP8 (attention or quality-sensitive layers). Weight bytes = s × FP8 + (1 − s) × FP4; math time = s × FP8 time + (1 − s) × FP4 time. Whether the quality loss of FP4 is acceptable must be checked on your own evaluation set: the model cannot tell.</source>
        <translation>仅适用于 FP4 运行：量化权重中保留为 FP8 的比例（注意力层或对质量敏感的层）。权重字节 = s × FP8 + (1 − s) × FP4；计算时间 = s × FP8 时间 + (1 − s) × FP4 时间。FP4 的质量损失是否可接受，须在您自己的评测集上检验：本模型无法判断。</translation>
    </message>
    <message>
        <source>Percentile of the objectives (0 = mean)</source>
        <translation>目标的百分位（0 = 均值）</translation>
    </message>
    <message>
        <source>TPOT fluctuation objective</source>
        <translation>TPOT 波动目标</translation>
    </message>
    <message>
        <source>Largest allowed fluctuation of the time per output token; 0 = none. Fluctuation = P99 TPOT ÷ P50 TPOT − 1 (the token-economics article&apos;s code-completion example asks &lt; 15%).</source>
        <translation>每Token输出时间 (TPOT) 允许的最大波动；0 = 不设。波动 = P99 TPOT ÷ P50 TPOT − 1（Token经济学文章中的代码补全示例要求 &lt; 15%）。</translation>
    </message>
    <message>
        <source>Percentile at which the TTFT and interactivity objectives must hold; 0 = the mean. P90 or P99 TPOT and TTFT come from the spread of step times under continuous batching (prefill chunks riding in decode steps, batch churn) and from queueing. Held out against InferenceX&apos;s P99 TPOT (DeepSeek-R1, H200) the modelled spread is 3-9 points too narrow, so a percentile objective is lenient by up to that much.</source>
        <translation>TTFT 与交互性目标须满足的百分位；0 = 均值。P90 或 P99 的 TPOT 与 TTFT 来自连续批处理下步长时间的离散（预填充分块夹在解码步中、批次更替）以及排队。以 InferenceX 的 P99 TPOT（DeepSeek-R1，H200）留出检验，模型给出的离散偏窄 3-9 个百分点，因此百分位目标最多会宽松这么多。</translation>
    </message>
    <message>
        <source>Time to first token the service promises; 0 = none. TTFT = queueing + prefill (+ first decode step, + KV transfer when disaggregated) + 10 ms the serving front end adds (HTTP, API server, first streamed chunk).</source>
        <translation>服务承诺的首Token时延；0 = 不设。TTFT = 排队 + 预填充（+ 首个解码步，解耦服务时 + KV 传输）+ 服务前端增加的 10 ms（HTTP、API 服务器、首个流式数据块）。</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>块GPU</translation>
    </message>
    <message>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>sequence</source>
        <translation>序列</translation>
    </message>
    <message>
        <source>stage</source>
        <translation>级</translation>
    </message>
    <message>
        <source>node</source>
        <translation>个节点</translation>
    </message>
</context>
<context>
    <name>tf::core::Warning</name>
    <message>
        <source>Does not fit: the weights need %1 GB per GPU; raise TP/EP or lower the precision</source>
        <translation>显存不足：权重需要每GPU %1 GB；请提高 TP/EP 或降低精度</translation>
    </message>
    <message>
        <source>Does not fit: batch %1 exceeds the memory limit of %2 sequences</source>
        <translation>显存不足：批大小 %1 超出 %2 个序列的显存上限</translation>
    </message>
    <message>
        <source>Over the scheduler cap: batch %1 exceeds the %2 sequences the framework runs at once (memory holds more)</source>
        <translation>超出调度上限：批大小 %1 超过框架同时运行的 %2 个序列（显存可容纳更多）</translation>
    </message>
    <message>
        <source>Uncalibrated: no measurements for %1 with %2; documented priors used</source>
        <translation>未校准：%1 搭配 %2 无实测数据；采用文档先验值</translation>
    </message>
    <message>
        <source>%1 is weight-only on %2 (math runs at %3)</source>
        <translation>%1 在 %2 上仅作用于权重（以 %3 计算）</translation>
    </message>
    <message>
        <source>All-in power %1 kW per GPU is below the board TDP of %2 kW: the facility cannot feed the GPU at full load</source>
        <translation>每GPU全功耗 %1 kW 低于板卡 TDP %2 kW：设施无法支撑GPU满载运行</translation>
    </message>
    <message>
        <source>Outside SLO</source>
        <translation>未满足 SLO</translation>
    </message>
    <message>
        <source>Mixed precision: %1% of the quantised weights at FP8, the rest at FP4; speed and memory are modelled, quality is not: check it on your own evaluation set</source>
        <translation>混合精度：%1% 的量化权重为 FP8，其余为 FP4；模型只计算速度与显存，不评估质量：请在您自己的评测集上检验</translation>
    </message>
    <message>
        <source>Layers kept at FP8 apply to FP4 runs only; at %1 they change nothing</source>
        <translation>保留 FP8 的层仅适用于 FP4 运行；在 %1 下不起作用</translation>
    </message>
    <message>
        <source>Power cap %1 W: SM clock at %2% of maximum, all-in power %3 kW per GPU lower</source>
        <translation>功率上限 %1 W：SM 时钟为最高值的 %2%，每GPU全功耗降低 %3 kW</translation>
    </message>
    <message>
        <source>; the cap is below what the board draws at its lowest clock, so it draws %1 W, not the cap</source>
        <translation>；该上限低于板卡在最低时钟下的功耗，因此实际功耗为 %1 W，而非上限</translation>
    </message>
    <message>
        <source>KV offload: %1 GB of KV per GPU held in host memory, streamed over the host link every step</source>
        <translation>KV 缓存卸载：每GPU有 %1 GB 的 KV 存放在主机内存中，每步经主机链路传输</translation>
    </message>
    <message>
        <source>The cached input price (%1/Mtok) is above the input price (%2/Mtok): a cache hit is sold at a discount, so the revenue reads high</source>
        <translation>缓存输入价格（%1/Mtok）高于输入价格（%2/Mtok）：缓存命中应以折扣出售，因此收入偏高</translation>
    </message>
    <message>
        <source>%1 must be a whole number, got %2</source>
        <translation>%1 必须为整数，实际为 %2</translation>
    </message>
    <message>
        <source>%1 = %2 is outside its range %3 to %4 %5</source>
        <translation>%1 = %2 超出取值范围 %3 至 %4 %5</translation>
    </message>
    <message>
        <source>Multi-node: %1 GPUs per instance span scale-up domains of %2. Cross-node costs are checked against nccl-tests and DeepEP only, and a published two-node DeepSeek-R1 run decodes 1.5–1.7× slower than modelled: treat the figures as an upper bound</source>
        <translation>多节点：每个实例 %1 块 GPU，跨越每域 %2 块 GPU 的纵向扩展域。跨节点开销仅以 nccl-tests 与 DeepEP 校验，且一次公开的双节点 DeepSeek-R1 运行解码比模型慢 1.5–1.7×：请把这些数字视为上限</translation>
    </message>
    <message>
        <source>Data-parallel attention (EP %2 over TP %1): the model charges each prompt&apos;s routed experts to its own %1-GPU group, not to the %2 GPUs that hold them, so the prefill time and TTFT shown read high and the throughput low</source>
        <translation>数据并行注意力（EP %2，TP %1）：模型把每个提示词的路由专家计算量全部计入其所在的 %1 块 GPU 组，而非分摊到持有这些专家的 %2 块 GPU，因此显示的预填充时间和首Token时延偏高、吞吐量偏低</translation>
    </message>
    <message>
        <source>Does not fit: one sequence of ISL + OSL needs %1 GB of KV cache per GPU, more than the %2 GB left for it; shorten it or raise TP/EP</source>
        <translation>放不下：一条 ISL + OSL 长度的序列每GPU需要 %1 GB KV缓存，超过可用的 %2 GB；请缩短长度或提高 TP/EP</translation>
    </message>
    <message>
        <source>ISL + OSL = %1 tokens is beyond %2&apos;s context of %3 tokens: no server takes such a request</source>
        <translation>ISL + OSL = %1 个Token，超出 %2 的上下文长度 %3 个Token：没有服务端会接受这样的请求</translation>
    </message>
</context>
<context>
    <name>tf::ui::BreakdownChart</name>
    <message>
        <source>GPU-hour price</source>
        <translation>GPU小时价格</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>资本支出</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>电力</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>机房设施</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>No cost: the operating point does not fit in GPU memory</source>
        <translation>无成本：该工作点超出GPU显存容量</translation>
    </message>
    <message>
        <source>%1: %2 per Mtok (%3 per GPU-hour)</source>
        <translation>%1：每Mtok %2（每GPU小时 %3）</translation>
    </message>
    <message>
        <source>Total: %1 per Mtok at %2 tok/s/GPU</source>
        <translation>合计：每Mtok %1，吞吐量 %2 tok/s/GPU</translation>
    </message>
    <message>
        <source>Cost breakdown at the operating point</source>
        <translation>工作点成本构成</translation>
    </message>
    <message>
        <source>$ per million tokens (input + output)</source>
        <translation>每百万Token美元（输入 + 输出）</translation>
    </message>
    <message>
        <source>$ per million output tokens</source>
        <translation>每百万输出Token美元</translation>
    </message>
    <message>
        <source>Cost breakdown %1</source>
        <comment>the level caption, e.g. at 50 tok/s/user</comment>
        <translation>成本构成（%1）</translation>
    </message>
    <message>
        <source>$/Mtok (in + out)</source>
        <translation>$/Mtok（输入 + 输出）</translation>
    </message>
    <message>
        <source>$/Mtok (output)</source>
        <translation>$/Mtok（输出）</translation>
    </message>
</context>
<context>
    <name>tf::ui::ChartWidget</name>
    <message>
        <source>Batch tier: &lt; %1 tok/s/user</source>
        <translation>批量档：&lt; %1 tok/s/用户</translation>
    </message>
    <message>
        <source>Balanced tier: %1–%2</source>
        <translation>适中档：%1–%2</translation>
    </message>
    <message>
        <source>Interactive tier: &gt; %1, TTFT &lt; %2 ms</source>
        <translation>高端交互档：&gt; %1，TTFT &lt; %2 ms</translation>
    </message>
</context>
<context>
    <name>tf::ui::ComparisonTableModel</name>
    <message>
        <source>The scenario&apos;s batch does not fit in memory.</source>
        <translation>此情景的批大小超出显存容量。</translation>
    </message>
    <message>
        <source>The scenario&apos;s batch is over the framework scheduler&apos;s cap; the memory would hold it.</source>
        <translation>此情景的批大小超出框架调度上限；显存可以容纳。</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>显存不足</translation>
    </message>
    <message>
        <source>weights do not fit</source>
        <translation>权重超出显存</translation>
    </message>
    <message>
        <source>$/GPU-hour</source>
        <translation>$/GPU小时</translation>
    </message>
    <message>
        <source>tok/s/GPU (total)</source>
        <translation>tok/s/GPU（总计）</translation>
    </message>
    <message>
        <source>tok/s/GPU (output)</source>
        <translation>tok/s/GPU（输出）</translation>
    </message>
    <message>
        <source>tok/s/user</source>
        <translation>tok/s/用户</translation>
    </message>
    <message>
        <source>tok/s/MW (total)</source>
        <translation>tok/s/MW（总计）</translation>
    </message>
    <message>
        <source>tok/s/MW (output)</source>
        <translation>tok/s/MW（输出）</translation>
    </message>
    <message>
        <source>$/Mtok output</source>
        <translation>$/Mtok 输出</translation>
    </message>
    <message>
        <source>$/Mtok total (in + out)</source>
        <translation>$/Mtok 总计（输入 + 输出）</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>首Token时延</translation>
    </message>
    <message>
        <source>Max batch (memory)</source>
        <translation>最大批大小（显存）</translation>
    </message>
    <message>
        <source>Cost of one productive GPU-hour (rented price, or the owned build-up).</source>
        <translation>一个有效GPU小时的成本（租赁价格，或自有硬件的逐项核算）。</translation>
    </message>
    <message>
        <source>tok/s/GPU × 1000 ÷ all-in kW per GPU.</source>
        <translation>tok/s/GPU × 1000 ÷ 每GPU全功耗 kW。</translation>
    </message>
    <message>
        <source>%1 (baseline)</source>
        <translation>%1（基准）</translation>
    </message>
    <message>
        <source>disaggregated</source>
        <translation>解耦</translation>
    </message>
    <message>
        <source>aggregated</source>
        <translation>聚合</translation>
    </message>
    <message>
        <source>%1 + 1 draft token</source>
        <translation>%1 + 1 个草稿Token</translation>
    </message>
    <message>
        <source>%1 + %2 draft tokens</source>
        <translation>%1 + %2 个草稿Token</translation>
    </message>
    <message>
        <source>not reached (max %1)</source>
        <translation>未达到（最高 %1）</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>未达到</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>TP / EP</source>
        <translation>TP / EP</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>服务模式</translation>
    </message>
    <message>
        <source>Goodput (tok/s/GPU, total)</source>
        <translation>有效吞吐（tok/s/GPU，总计）</translation>
    </message>
    <message>
        <source>Goodput (tok/s/GPU, output)</source>
        <translation>有效吞吐（tok/s/GPU，输出）</translation>
    </message>
    <message>
        <source>The configuration shown: the scenario&apos;s own, or the one chosen for the service level.</source>
        <translation>所示配置：情景自身的配置，或按服务等级选出的配置。</translation>
    </message>
    <message>
        <source>Tokens per second per GPU at the configuration shown.</source>
        <translation>所示配置下的每GPU每秒Token数。</translation>
    </message>
    <message>
        <source>tok/s/GPU (total or output tokens, as the toolbar counts them) counted only when the point meets every SLO in force (the scenario&apos;s own and the comparison&apos;s service level).</source>
        <translation>每GPU tok/s（按工具栏所选的总计或输出Token计），仅当该点满足全部生效的 SLO（情景自身的目标与对比的服务等级）时计入。</translation>
    </message>
    <message>
        <source>Published in the cost-per-token article (NVIDIA&apos;s analysis of SemiAnalysis InferenceX v2 data): GB300 NVL72 ÷ H200 on DeepSeek-R1 at $2.65 and $1.41 per GPU-hour. Shown only while this comparison reads the pair as Token Factory reads the article: at those prices, 1k/1k tokens and equal interactivity at 50 tok/s/user (the article states no workload or interactivity). Where the ratios differ, the scenarios&apos; serving recipes and calibration are not the article&apos;s runs.</source>
        <translation>每Token成本文章（NVIDIA 基于 SemiAnalysis InferenceX v2 数据的分析）公布的数据：DeepSeek-R1 上 GB300 NVL72 ÷ H200，每 GPU 小时 $2.65 与 $1.41。仅当本比较按 Token Factory 读取该文章的方式比较这一组合时显示：上述价格、1k/1k Token、同等交互性 50 tok/s/用户（文章未说明工作负载与交互性）。比值不一致处，是因为情景的服务方案与校准并非文章中的实测运行。</translation>
    </message>
    <message>
        <source>Scenario ÷ baseline, at the service level shown.</source>
        <translation>情景 ÷ 基准，按所示服务等级。</translation>
    </message>
    <message>
        <source> — not reached</source>
        <translation> — 未达到</translation>
    </message>
    <message>
        <source> + %1 draft</source>
        <translation> + %1 草稿</translation>
    </message>
    <message>
        <source>Cost-per-token
article</source>
        <translation>每Token成本
文章</translation>
    </message>
    <message>
        <source>%1
÷ %2</source>
        <translation>%1
÷ %2</translation>
    </message>
    <message>
        <source>%1 · batch %2</source>
        <translation>%1 · 批大小 %2</translation>
    </message>
    <message>
        <source>Dense PFLOPS per $/GPU-h</source>
        <translation>每 $/GPU小时的稠密 PFLOPS</translation>
    </message>
    <message>
        <source>Revenue $/Mtok (in + out)</source>
        <translation>收入 $/Mtok（输入 + 输出）</translation>
    </message>
    <message>
        <source>Margin $/GPU-hour</source>
        <translation>利润 $/GPU小时</translation>
    </message>
    <message>
        <source>Break-even output $/Mtok</source>
        <translation>盈亏平衡输出 $/Mtok</translation>
    </message>
    <message>
        <source>What the tokens sell for at the scenario&apos;s input, cached-input and output prices, per million tokens read or written.</source>
        <translation>按情景的输入、缓存输入和输出价格计算的Token售价，以每百万读取或生成的Token计。</translation>
    </message>
    <message>
        <source>(Revenue − cost) per productive GPU-hour × utilisation: per GPU-hour paid, idle hours included.</source>
        <translation>每有效GPU小时的 (收入 − 成本) × 利用率：即每个付费GPU小时的利润，含空闲小时。</translation>
    </message>
    <message>
        <source>The output price at which revenue pays the GPU-hour, the input tokens sold at their prices: (cost $/GPU-h × 10⁶ ÷ 3600 − input tok/s × input price) ÷ output tok/s; &quot;input alone pays&quot; when the input tokens already cover the hour.</source>
        <translation>在输入Token按其价格售出的前提下，收入恰好覆盖GPU小时成本的输出价格：(成本 $/GPU-h × 10⁶ ÷ 3600 − 输入 tok/s × 输入价格) ÷ 输出 tok/s；输入Token已覆盖该小时成本时显示“仅输入收入即覆盖成本”。</translation>
    </message>
    <message>
        <source>input alone pays</source>
        <translation>仅输入收入即覆盖成本</translation>
    </message>
    <message>
        <source>not reached (min %1 ms)</source>
        <translation>未达到（最低 %1 ms）</translation>
    </message>
    <message>
        <source>%1 for %2 ÷ %3: %4 ÷ %5. A ratio of one half or below is written 1/x: “1/35.7” is a 35.7th.</source>
        <translation>%2 ÷ %3 的%1：%4 ÷ %5。比值不超过二分之一时写作 1/x：“1/35.7”即 35.7 分之一。</translation>
    </message>
    <message>
        <source>As the cost-per-token article (“%1”) publishes it: GB300 NVL72 FP4 against H200 FP8 serving DeepSeek-R1 at $2.65 and $1.41 per GPU-hour: 6,000 against 90 tok/s/GPU, 2.8M against 54K tok/s/MW, $0.12 against $4.20 per Mtok. The article states no workload or interactivity; it is read here at 1k/1k tokens and 50 tok/s/user, where this model&apos;s ratios match it and its own figures are higher. The column beside it is this model&apos;s.</source>
        <translation>每Token成本文章（“%1”）公布的数值：GB300 NVL72 FP4 对比 H200 FP8，服务 DeepSeek-R1，每 GPU 小时 $2.65 与 $1.41：每 GPU 6,000 对 90 tok/s，每 MW 2.8M 对 54K tok/s，每百万 Token $0.12 对 $4.20。文章未说明工作负载与交互性；此处按 1k/1k Token、50 tok/s/用户读取，在此本模型的比值与文章相符，而其绝对数值高于文章。旁边一列为本模型的结果。</translation>
    </message>
    <message>
        <source>Dense peak PFLOPS at the precision the math runs at, per $/GPU-hour paid. The cost-per-token article&apos;s 2.8 for H200 counts its sparse FP8 peak (3.96 PF ÷ $1.41) and its 5.6 for GB300 the dense FP4 peak (15 PF ÷ $2.65), so its &quot;2x&quot; is about 4x on dense peaks alike, as this row reads them.</source>
        <translation>按实际计算精度的稠密峰值 PFLOPS，除以实际支付的 $/GPU小时。每Token成本文章中 H200 的 2.8 按其 FP8 稀疏峰值计算（3.96 PF ÷ $1.41），GB300 的 5.6 按 FP4 稠密峰值计算（15 PF ÷ $2.65）；两者都按稠密峰值计算（本行的算法）时，文章的“2x”约为 4x。</translation>
    </message>
    <message>
        <source>$/GPU-h ÷ (input + output tok/s/GPU × 3600) × 10⁶.</source>
        <translation>$/GPU-h ÷ (输入 + 输出 tok/s/GPU × 3600) × 10⁶。</translation>
    </message>
    <message>
        <source>$/GPU-h ÷ (output tok/s/GPU × 3600) × 10⁶: the GPU-hour charged to the output tokens alone.</source>
        <translation>$/GPU-h ÷ (输出 tok/s/GPU × 3600) × 10⁶：GPU小时的费用只计入输出Token。</translation>
    </message>
    <message>
        <source>%1 owned</source>
        <translation>%1（自有）</translation>
    </message>
</context>
<context>
    <name>tf::ui::CostChart</name>
    <message>
        <source>Monte Carlo $/Mtok output: P10 %1, P50 %2, P90 %3</source>
        <translation>蒙特卡洛 $/Mtok 输出：P10 %1，P50 %2，P90 %3</translation>
    </message>
    <message>
        <source>Interactivity (tok/s/user)</source>
        <translation>交互性 (tok/s/用户)</translation>
    </message>
    <message>
        <source>$/Mtok (output)</source>
        <translation>$/Mtok（输出）</translation>
    </message>
    <message>
        <source>$/Mtok (in + out)</source>
        <translation>$/Mtok（输入 + 输出）</translation>
    </message>
    <message>
        <source>Cost per Mtok vs interactivity</source>
        <translation>每百万Token成本与交互性</translation>
    </message>
</context>
<context>
    <name>tf::ui::DisaggPanel</name>
    <message>
        <source> req/s</source>
        <translation> 请求/秒</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> tok/s/user</source>
        <translation> tok/s/用户</translation>
    </message>
    <message>
        <source>scenario&apos;s objective or batch</source>
        <translation>沿用情景目标或批大小</translation>
    </message>
    <message>
        <source>Request rate</source>
        <translation>请求速率</translation>
    </message>
    <message>
        <source>Target utilisation</source>
        <translation>目标利用率</translation>
    </message>
    <message>
        <source>Interactivity objective</source>
        <translation>交互性目标</translation>
    </message>
    <message>
        <source>GPUs = ⌈request rate × mean phase time ÷ target utilisation⌉ per phase; one request per GPU at a time</source>
        <translation>每个阶段 GPU 数 = ⌈请求速率 × 平均阶段耗时 ÷ 目标利用率⌉；每块GPU同一时间处理一个请求</translation>
    </message>
    <message>
        <source>Rate-matched</source>
        <translation>速率匹配</translation>
    </message>
    <message>
        <source>Rule of thumb</source>
        <translation>经验法则</translation>
    </message>
    <message>
        <source>The token-economics article&apos;s sizing rule for each phase&apos;s pool</source>
        <translation>Token经济学文章中各阶段资源池的规模估算规则</translation>
    </message>
    <message numerus="yes">
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln 块GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln × %1-GPU instance(s)</source>
        <translation>
            <numerusform>%Ln × %1-GPU 实例</numerusform>
        </translation>
    </message>
    <message>
        <source>Prefill: &lt;b&gt;%1&lt;/b&gt; (%2 GPU-s per request)&lt;br&gt;Decode: &lt;b&gt;%3&lt;/b&gt; (%4 GPU-s per request)</source>
        <translation>预填充：&lt;b&gt;%1&lt;/b&gt;（每请求 %2 GPU·秒）&lt;br&gt;解码：&lt;b&gt;%3&lt;/b&gt;（每请求 %4 GPU·秒）</translation>
    </message>
    <message>
        <source>Prefill: &lt;b&gt;%1&lt;/b&gt; = %2 at %3 req/s each&lt;br&gt;Decode: &lt;b&gt;%4&lt;/b&gt; = %5 at %6 req/s each&lt;br&gt;Decode batch %7 at %8 tok/s/user, TTFT %9 ms; prefill : decode = %10</source>
        <translation>预填充：&lt;b&gt;%1&lt;/b&gt; = %2，每实例 %3 请求/秒&lt;br&gt;解码：&lt;b&gt;%4&lt;/b&gt; = %5，每实例 %6 请求/秒&lt;br&gt;解码批大小 %7，%8 tok/s/用户，TTFT %9 ms；预填充 : 解码 = %10</translation>
    </message>
</context>
<context>
    <name>tf::ui::DistributionChart</name>
    <message>
        <source>No samples yet</source>
        <translation>尚无样本</translation>
    </message>
    <message>
        <source>P10</source>
        <translation>P10</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P90</source>
        <translation>P90</translation>
    </message>
</context>
<context>
    <name>tf::ui::DocumentModel</name>
    <message>
        <source>Change %1</source>
        <translation>修改%1</translation>
    </message>
    <message>
        <source>Add scenario</source>
        <translation>添加情景</translation>
    </message>
    <message>
        <source>Duplicate scenario</source>
        <translation>复制情景</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation>重命名情景</translation>
    </message>
    <message>
        <source>Delete scenario</source>
        <translation>删除情景</translation>
    </message>
    <message>
        <source>Reorder scenarios</source>
        <translation>调整情景顺序</translation>
    </message>
    <message>
        <source>Set baseline</source>
        <translation>设为基准</translation>
    </message>
    <message>
        <source>Import hardware and models</source>
        <translation>导入硬件和模型</translation>
    </message>
    <message>
        <source>Change service level</source>
        <translation>更改服务等级</translation>
    </message>
    <message>
        <source>Take snapshot</source>
        <translation>拍摄快照</translation>
    </message>
    <message>
        <source>Restore snapshot “%1”</source>
        <translation>恢复快照“%1”</translation>
    </message>
    <message>
        <source>Edit workbook notes</source>
        <translation>编辑工作簿备注</translation>
    </message>
    <message>
        <source>Edit scenario notes</source>
        <translation>编辑情景备注</translation>
    </message>
    <message>
        <source>A scenario needs a name.</source>
        <translation>情景需要一个名称。</translation>
    </message>
    <message>
        <source>Another scenario is already called “%1”.</source>
        <translation>已有另一个情景名为“%1”。</translation>
    </message>
    <message>
        <source>“%1” holds control characters, invisible characters or direction overrides.</source>
        <translation>“%1”含有控制字符、不可见字符或文字方向覆盖符。</translation>
    </message>
    <message>
        <source>Another scenario is called “%1”, which reads the same.</source>
        <translation>已有另一个情景名为“%1”，读起来与此相同。</translation>
    </message>
</context>
<context>
    <name>tf::ui::EnergyChart</name>
    <message>
        <source>Facility power: %1 kW per GPU</source>
        <translation>设施功耗：每GPU %1 kW</translation>
    </message>
    <message>
        <source>Energy efficiency at the operating point</source>
        <translation>工作点能效</translation>
    </message>
    <message>
        <source>total tokens</source>
        <translation>全部Token</translation>
    </message>
    <message>
        <source>output tokens</source>
        <translation>输出Token</translation>
    </message>
    <message>
        <source>Tokens per joule (tok/J, %1)</source>
        <translation>每焦耳Token数（tok/J，%1）</translation>
    </message>
    <message>
        <source>%1 tok/s/MW · %2 tok/J</source>
        <translation>%1 tok/s/MW · %2 tok/J</translation>
    </message>
    <message>
        <source>Energy efficiency %1</source>
        <comment>the level caption, e.g. at 50 tok/s/user</comment>
        <translation>能效（%1）</translation>
    </message>
    <message>
        <source>tok/s per facility MW (%1)</source>
        <translation>每MW设施功耗 tok/s（%1）</translation>
    </message>
    <message>
        <source> · capped</source>
        <translation> · 已限功率</translation>
    </message>
    <message>
        <source>Board power: %1 W</source>
        <translation>板卡功耗：%1 W</translation>
    </message>
    <message>
        <source>Power cap: SM clock at %1% of maximum; all-in power %2 kW lower per GPU</source>
        <translation>功率上限：SM 时钟为最高值的 %1%；每GPU全功耗降低 %2 kW</translation>
    </message>
    <message>
        <source>%1 tok/J</source>
        <translation>%1 tok/J</translation>
    </message>
    <message>
        <source>total</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>tok/s/MW (%1)</source>
        <translation>tok/s/MW（%1）</translation>
    </message>
    <message>
        <source>tok/J (%1)</source>
        <translation>tok/J（%1）</translation>
    </message>
</context>
<context>
    <name>tf::ui::ExportActions</name>
    <message>
        <source>Chart: %1…</source>
        <translation>图表：%1…</translation>
    </message>
    <message>
        <source>&amp;Report (PDF)…</source>
        <translation>报告 (PDF)(&amp;R)…</translation>
    </message>
    <message>
        <source>All &amp;points (CSV)…</source>
        <translation>全部数据点 (CSV)(&amp;P)…</translation>
    </message>
    <message>
        <source>Comparison &amp;table (CSV)…</source>
        <translation>对比表 (CSV)(&amp;T)…</translation>
    </message>
    <message>
        <source>Copy &amp;chart as image</source>
        <translation>复制图表为图片(&amp;C)</translation>
    </message>
    <message>
        <source>Copy comparison &amp;table</source>
        <translation>复制对比表(&amp;T)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Could not export to %1.

%2

Any existing file was left unchanged.</source>
        <translation>无法导出到 %1。

%2

已有文件未作任何改动。</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image, 2× for slides (*.png);;SVG vector (*.svg);;PDF vector (*.pdf)</source>
        <translation>PNG 图片，2 倍分辨率用于幻灯片 (*.png);;SVG 矢量图 (*.svg);;PDF 矢量图 (*.pdf)</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export points</source>
        <translation>导出数据点</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export comparison table</source>
        <translation>导出对比表</translation>
    </message>
    <message>
        <source>Copied “%1” to the clipboard</source>
        <translation>已将“%1”复制到剪贴板</translation>
    </message>
    <message>
        <source>Copied the comparison table (paste into a spreadsheet)</source>
        <translation>已复制对比表（可粘贴到电子表格）</translation>
    </message>
    <message>
        <source>&amp;Spreadsheet (.xlsx)…</source>
        <translation>电子表格 (.xlsx)(&amp;S)…</translation>
    </message>
    <message>
        <source>Export spreadsheet</source>
        <translation>导出电子表格</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
</context>
<context>
    <name>tf::ui::FleetPanel</name>
    <message>
        <source> MW</source>
        <translation> MW</translation>
    </message>
    <message>
        <source>no power limit</source>
        <translation>不限功率</translation>
    </message>
    <message>
        <source> M$</source>
        <translation> 百万美元</translation>
    </message>
    <message>
        <source>no capex limit</source>
        <translation>不限资本支出</translation>
    </message>
    <message>
        <source> tok/s/user</source>
        <translation> tok/s/用户</translation>
    </message>
    <message>
        <source>scenario&apos;s batch</source>
        <translation>沿用情景批大小</translation>
    </message>
    <message>
        <source> $/Mtok</source>
        <translation> $/Mtok</translation>
    </message>
    <message>
        <source>Power budget</source>
        <translation>电力预算</translation>
    </message>
    <message>
        <source>Capex budget</source>
        <translation>资本支出预算</translation>
    </message>
    <message>
        <source>Target interactivity</source>
        <translation>目标交互性</translation>
    </message>
    <message>
        <source>Selling price (output)</source>
        <translation>售价（输出）</translation>
    </message>
    <message>
        <source>&lt;br&gt;Revenue %1 a month, margin %2 (%3%)</source>
        <translation>&lt;br&gt;月收入 %1，利润 %2（%3%）</translation>
    </message>
    <message>
        <source>&lt;br&gt;Payback of %1 capex in %2 months</source>
        <translation>&lt;br&gt;%1 资本支出的回收期为 %2 个月</translation>
    </message>
    <message>
        <source>the scenario&apos;s token prices</source>
        <translation>沿用情景Token价格</translation>
    </message>
    <message>
        <source>One price for every output token instead of the scenario&apos;s input, cached-input and output prices.</source>
        <translation>所有输出Token统一按一个价格计，而不采用情景的输入、缓存输入和输出价格。</translation>
    </message>
    <message>
        <source> requests/s</source>
        <translation> 请求/秒</translation>
    </message>
    <message>
        <source>size from the budgets</source>
        <translation>按预算确定规模</translation>
    </message>
    <message>
        <source>Average demand over the day, in requests of the scenario&apos;s input and output length. The fleet carries the peak; utilisation = average / capacity.</source>
        <translation>全天平均需求，以情景的输入和输出长度的请求计。集群按峰值配置；利用率 = 平均值 / 容量。</translation>
    </message>
    <message>
        <source> × average</source>
        <translation> × 平均值</translation>
    </message>
    <message>
        <source>Busiest hour&apos;s demand over the daily average (diurnal peak).</source>
        <translation>最繁忙小时的需求与日平均需求之比（日内峰值）。</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Spare capacity kept above the peak.</source>
        <translation>在峰值之上预留的富余容量。</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>需求</translation>
    </message>
    <message>
        <source>Peak factor</source>
        <translation>峰值系数</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <source>sized by demand</source>
        <translation>按需求确定规模</translation>
    </message>
    <message>
        <source>limited by power</source>
        <translation>受电力限制</translation>
    </message>
    <message>
        <source>limited by capex</source>
        <translation>受资本支出限制</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 GPUs&lt;/b&gt; in %2 × %3-GPU units (%4 serving in %5-GPU instances, %6), %7 MW of facility power&lt;br&gt;Batch %8 per instance at %9 tok/s/user</source>
        <translation>&lt;b&gt;%1 块GPU&lt;/b&gt;，共 %2 × %3-GPU 单元（%4 块用于服务，按 %5-GPU 实例部署，%6），设施功耗 %7 MW&lt;br&gt;每实例批大小 %8，%9 tok/s/用户</translation>
    </message>
    <message>
        <source>&lt;br&gt;Fleet: %1 output tok/s, about %2 concurrent users, %3% utilised</source>
        <translation>&lt;br&gt;集群：输出 %1 tok/s，约 %2 个并发用户，利用率 %3%</translation>
    </message>
    <message>
        <source>&lt;br&gt;Monthly cost %1 (%2 per Mtok output)</source>
        <translation>&lt;br&gt;月成本 %1（每 Mtok 输出 %2）</translation>
    </message>
    <message>
        <source>&lt;br&gt;Break-even output price %1 per Mtok</source>
        <translation>&lt;br&gt;盈亏平衡输出价格：每 Mtok %1</translation>
    </message>
    <message>
        <source>&lt;br&gt;Never pays back at these prices</source>
        <translation>&lt;br&gt;按此价格永远无法回本</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 GPUs idle: %2-GPU instances fill %3 of each %4-GPU unit; their hours are in the cost</source>
        <translation>&lt;br&gt;%1 个GPU空闲：%2-GPU 实例在每个 %4-GPU 单元中只占用 %3 个；其工时计入成本</translation>
    </message>
    <message>
        <source>&lt;br&gt;Break-even output price: none, the input tokens alone pay the month</source>
        <translation>&lt;br&gt;盈亏平衡输出价格：无，仅输入Token的收入即可支付当月成本</translation>
    </message>
</context>
<context>
    <name>tf::ui::GoalSeekPanel</name>
    <message>
        <source>Solve</source>
        <translation>求解</translation>
    </message>
    <message>
        <source>Apply to scenario</source>
        <translation>应用到情景</translation>
    </message>
    <message>
        <source>Applied as %1, the value its field holds.</source>
        <translation>已按 %1 应用，即该字段所保存的数值。</translation>
    </message>
    <message>
        <source>Solve for</source>
        <translation>求解变量</translation>
    </message>
    <message>
        <source>So that</source>
        <translation>使得</translation>
    </message>
    <message>
        <source>Equals</source>
        <translation>等于</translation>
    </message>
    <message>
        <source>No value of %1 between %2 and %3 reaches %4. Reachable: %5 to %6.</source>
        <translation>%1 在 %2 到 %3 之间的任何取值都无法达到 %4。可达范围：%5 到 %6。</translation>
    </message>
    <message>
        <source>%1 = %2 gives %3 (target %4, off by %5%).</source>
        <translation>%1 = %2 时得到 %3（目标 %4，偏差 %5%）。</translation>
    </message>
    <message>
        <source>The comparison chooses this input itself at its service level, so applying it would change nothing the cards show; compare at the operating point to apply it.</source>
        <translation>对比在其服务等级下会自行选择此输入，应用后卡片所示数值不会改变；如需应用，请按运行点对比。</translation>
    </message>
    <message>
        <source>%1 does not move %2 here: it stays %3 from %4 to %5.</source>
        <translation>%1 在此不影响 %2：从 %4 到 %5 始终为 %3。</translation>
    </message>
</context>
<context>
    <name>tf::ui::HeadlineCards</name>
    <message>
        <source>Tokens per second per GPU of the configuration shown: the scenario&apos;s own at its operating point, or the one the service level chose (the table&apos;s column heading names it). Total counts input + output (InferenceX basis), output only the generated tokens, as the toolbar&apos;s Total tokens sets.</source>
        <translation>所示配置的每GPU每秒Token数：按运行点时为情景自身配置，按服务等级比较时为所选配置（表格列标题注明）。总计包含输入 + 输出（InferenceX 口径），输出仅计生成的Token，由工具栏的“全部Token”切换。</translation>
    </message>
    <message>
        <source>Interactivity: tok/s per user = 1000 ÷ TPOT (ms); TPOT = decode step ÷ accepted tokens per step.</source>
        <translation>交互性：每用户 tok/s = 1000 ÷ TPOT (ms)；TPOT = 解码步耗时 ÷ 每步接受的Token数。</translation>
    </message>
    <message>
        <source>Time to first token: queueing + prefill of the prompt (+ first decode step, + KV transfer when disaggregated).</source>
        <translation>首Token时延：排队 + 提示词预填充（+ 首个解码步，解耦服务时 + KV 传输）。</translation>
    </message>
    <message>
        <source>Held out, the model&apos;s TTFT was off by a median ±%1% on models and ±%2% on GPUs the calibration never saw (%3 rows of %4 that measured it under a known load).</source>
        <translation>留出验证时，模型的首Token时延（TTFT）在校准从未见过的模型上误差中位数为 ±%1%，在从未见过的 GPU 上为 ±%2%（%4 中在已知负载下测得 TTFT 的 %3 行）。</translation>
    </message>
    <message>
        <source>It ran low (median %1 and %2): real TTFTs were mostly longer.</source>
        <translation>预测偏低（中位数 %1 和 %2）：实测首Token时延大多更长。</translation>
    </message>
    <message>
        <source>It ran high (median %1 and %2): real TTFTs were mostly shorter.</source>
        <translation>预测偏高（中位数 %1 和 %2）：实测首Token时延大多更短。</translation>
    </message>
    <message>
        <source>tok/s per MW of facility power = tok/s/GPU × 1000 ÷ all-in kW per GPU.</source>
        <translation>每MW设施功耗 tok/s = tok/s/GPU × 1000 ÷ 每GPU全功耗 kW。</translation>
    </message>
    <message>
        <source>Tokens per joule = tok/s/GPU ÷ all-in W per GPU.</source>
        <translation>每焦耳Token数 = tok/s/GPU ÷ 每GPU全功耗 W。</translation>
    </message>
    <message>
        <source>tok/s/GPU (total)</source>
        <translation>tok/s/GPU（总计）</translation>
    </message>
    <message>
        <source>tok/s/GPU (output)</source>
        <translation>tok/s/GPU（输出）</translation>
    </message>
    <message>
        <source>tok/s/user</source>
        <translation>tok/s/用户</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>首Token时延</translation>
    </message>
    <message>
        <source>tok/s/MW (total)</source>
        <translation>tok/s/MW（总计）</translation>
    </message>
    <message>
        <source>tok/s/MW (output)</source>
        <translation>tok/s/MW（输出）</translation>
    </message>
    <message>
        <source>tok/J (total)</source>
        <translation>tok/J（总计）</translation>
    </message>
    <message>
        <source>tok/J (output)</source>
        <translation>tok/J（输出）</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>显存不足</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1（较 %2）</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>基准</translation>
    </message>
    <message>
        <source>Goodput, tok/s/GPU: the throughput of the point shown (total or output tokens, as the toolbar counts them), counted only when it meets every SLO in force (the scenario&apos;s own objectives and the comparison&apos;s service level); 0 when it misses one.</source>
        <translation>有效吞吐（每GPU tok/s）：所示点的吞吐量（按工具栏所选的总计或输出Token计），仅当满足全部生效的 SLO（情景自身目标与对比的服务等级）时计入；任一未满足则为 0。</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>未达到</translation>
    </message>
    <message>
        <source>invalid inputs</source>
        <translation>输入无效</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>最高 %1</translation>
    </message>
    <message>
        <source>Cost per million tokens = $/GPU-h ÷ (tok/s/GPU × 3600) × 10⁶, counting total (input + output) or output tokens as the toolbar&apos;s Total tokens sets, like every card and chart. The cost-per-token article&apos;s check: H200 at $1.41 and 90 output tok/s/GPU gives $4.35.</source>
        <translation>每百万Token成本 = $/GPU-h ÷ (tok/s/GPU × 3600) × 10⁶，按工具栏“全部Token”的设置计入全部Token（输入 + 输出）或输出Token，与所有卡片和图表一致。每Token成本文章的核对：H200 以 $1.41、90 输出 tok/s/GPU 计算得 $4.35。</translation>
    </message>
    <message>
        <source>$/Mtok (total)</source>
        <translation>$/Mtok（总计）</translation>
    </message>
    <message>
        <source>$/Mtok (output)</source>
        <translation>$/Mtok（输出）</translation>
    </message>
    <message>
        <source>Margin per GPU-hour paid, at the scenario&apos;s token prices: (revenue − cost) per productive GPU-hour × utilisation. Revenue/h = 3600 × (input tok/s × blended input price + output tok/s × output price) ÷ 10⁶. Without a baseline beside it, the card names the break-even (B/E) output price per Mtok, or says that the input tokens alone pay for the GPU-hour.</source>
        <translation>按情景Token价格计算的每付费GPU小时利润：每有效GPU小时的 (收入 − 成本) × 利用率。每小时收入 = 3600 × (输入 tok/s × 混合输入价格 + 输出 tok/s × 输出价格) ÷ 10⁶。旁边没有基准时，卡片显示每 Mtok 的盈亏平衡输出价格，或说明仅输入Token的收入已足以支付该GPU小时。</translation>
    </message>
    <message>
        <source>Margin $/GPU-h</source>
        <translation>利润 $/GPU-h</translation>
    </message>
    <message>
        <source>%1/Mtok B/E</source>
        <translation>%1/Mtok 盈亏平衡</translation>
    </message>
    <message>
        <source>input alone pays</source>
        <translation>仅输入收入即覆盖成本</translation>
    </message>
    <message>
        <source>at least %1 ms</source>
        <translation>至少 %1 ms</translation>
    </message>
    <message>
        <source>Goodput (total)</source>
        <translation>有效吞吐（总计）</translation>
    </message>
    <message>
        <source>Goodput (output)</source>
        <translation>有效吞吐（输出）</translation>
    </message>
    <message>
        <source>%1 vs baseline</source>
        <translation>%1（较基准）</translation>
    </message>
    <message>
        <source>%1 B/E</source>
        <translation>%1 保本</translation>
    </message>
</context>
<context>
    <name>tf::ui::IcebergChart</name>
    <message>
        <source>The inference iceberg: FLOPS per $ and the cost of a token</source>
        <translation>推理冰山图：每美元FLOPS与Token成本</translation>
    </message>
    <message>
        <source>The inference iceberg %1</source>
        <comment>the level caption, e.g. at 50 tok/s/user</comment>
        <translation>推理冰山图（%1）</translation>
    </message>
    <message>
        <source>Dense PFLOPS
per $/GPU-h</source>
        <translation>每 $/GPU-h
稠密 PFLOPS</translation>
    </message>
    <message>
        <source>$ per million
output tokens</source>
        <translation>每百万输出
Token成本（$）</translation>
    </message>
    <message>
        <source>tok/s per MW
(input + output)</source>
        <translation>每MW tok/s
（输入 + 输出）</translation>
    </message>
    <message>
        <source>tok/s per MW
(output tokens)</source>
        <translation>每MW tok/s
（输出Token）</translation>
    </message>
    <message>
        <source>Above the waterline: what buyers compare</source>
        <translation>水线之上：买方比较的指标</translation>
    </message>
    <message>
        <source>Below it: what decides the cost of a token</source>
        <translation>水线之下：决定Token成本的因素</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>基准</translation>
    </message>
    <message>
        <source>%1
%2: %3 (%4 the baseline)</source>
        <translation>%1
%2：%3（基准的 %4）</translation>
    </message>
    <message>
        <source>PFLOPS
per $/h</source>
        <translation>PFLOPS
每 $/小时</translation>
    </message>
    <message>
        <source>$/Mtok
output</source>
        <translation>$/Mtok
输出</translation>
    </message>
    <message>
        <source>tok/s/MW
(total)</source>
        <translation>tok/s/MW
（全部）</translation>
    </message>
    <message>
        <source>tok/s/MW
(output)</source>
        <translation>tok/s/MW
（输出）</translation>
    </message>
    <message>
        <source>Above: what buyers compare</source>
        <translation>水线上：买方比较的指标</translation>
    </message>
    <message>
        <source>Below: what decides the cost</source>
        <translation>水线下：决定成本的因素</translation>
    </message>
    <message>
        <source>$ per million
tokens (in + out)</source>
        <translation>每百万Token
（输入 + 输出）成本（$）</translation>
    </message>
    <message>
        <source>$/Mtok
(total)</source>
        <translation>$/Mtok
（全部）</translation>
    </message>
</context>
<context>
    <name>tf::ui::IcebergPanel</name>
    <message>
        <source>Scenario</source>
        <translation>情景</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>显存不足</translation>
    </message>
    <message>
        <source>Above the waterline: dense PFLOPS per $/GPU-h. Below it: what a million tokens actually costs at the configuration the comparison shows for each scenario (at its service level), and the tokens a megawatt delivers.</source>
        <translation>水线之上：每 $/GPU小时的稠密 PFLOPS。水线之下：对比为各情景所示配置（在其服务水平下）每百万Token的实际成本，以及每兆瓦产出的Token数。</translation>
    </message>
    <message>
        <source>vs
baseline</source>
        <translation>对比
基准</translation>
    </message>
    <message>
        <source>$ per Mtok
output</source>
        <translation>每Mtok输出
美元</translation>
    </message>
    <message>
        <source>Dense PFLOPS
per $/GPU-h</source>
        <translation>稠密 PFLOPS
每 $/GPU小时</translation>
    </message>
    <message>
        <source>$ per Mtok
(in + out)</source>
        <translation>每Mtok美元
（输入 + 输出）</translation>
    </message>
    <message>
        <source>tok/s per MW
(total)</source>
        <translation>每MW tok/s
（全部）</translation>
    </message>
    <message>
        <source>tok/s per MW
(output)</source>
        <translation>每MW tok/s
（输出）</translation>
    </message>
</context>
<context>
    <name>tf::ui::MainWindow</name>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add a scenario with the default inputs</source>
        <translation>以默认输入添加一个情景</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the selected scenario</source>
        <translation>复制所选情景</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Rename the selected scenario</source>
        <translation>重命名所选情景</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Delete the selected scenario</source>
        <translation>删除所选情景</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>基准</translation>
    </message>
    <message>
        <source>Compare every scenario against the selected one</source>
        <translation>将所有情景与所选情景对比</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>情景</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Count &amp;total tokens (input + output)</source>
        <translation>统计全部Token（输入 + 输出）(&amp;T)</translation>
    </message>
    <message>
        <source>Checked: tok/s counts input + output (InferenceX basis); unchecked: output only.</source>
        <translation>勾选：tok/s 统计输入 + 输出（InferenceX 口径）；不勾选：仅统计输出。</translation>
    </message>
    <message>
        <source>Throughput per &amp;MW instead of per GPU</source>
        <translation>吞吐量按每MW而非每GPU计(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>面板(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>情景(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>复制(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>重命名(&amp;R)…</translation>
    </message>
    <message>
        <source>D&amp;elete</source>
        <translation>删除(&amp;E)</translation>
    </message>
    <message>
        <source>Set as &amp;baseline</source>
        <translation>设为基准(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Previous scenario</source>
        <translation>上一个情景(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next scenario</source>
        <translation>下一个情景(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Metric definitions</source>
        <translation>指标定义(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;About Token Factory</source>
        <translation>关于 Token Factory(&amp;A)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>演示</translation>
    </message>
    <message>
        <source>Total tokens</source>
        <translation>全部Token</translation>
    </message>
    <message>
        <source>Per MW</source>
        <translation>每MW</translation>
    </message>
    <message>
        <source>Invalid inputs: %1</source>
        <translation>输入无效：%1</translation>
    </message>
    <message>
        <source>Does not fit: weights exceed memory</source>
        <translation>显存不足：权重超出显存</translation>
    </message>
    <message>
        <source>Does not fit: batch %1 &gt; capacity %2</source>
        <translation>显存不足：批大小 %1 &gt; 容量 %2</translation>
    </message>
    <message>
        <source>Over the scheduler cap: batch %1 &gt; %2 sequences at once</source>
        <translation>超出调度上限：批大小 %1 &gt; 同时运行的 %2 个序列</translation>
    </message>
    <message>
        <source>Fits: batch %1 of %2, %3 GB/GPU</source>
        <translation>可容纳：批大小 %1 / %2，%3 GB/GPU</translation>
    </message>
    <message>
        <source> · %1 weight-only (math at %2)</source>
        <translation> · %1 仅权重量化（以 %2 计算）</translation>
    </message>
    <message>
        <source> (measured on %1, not on %2)</source>
        <translation>（在 %1 上测得，未在 %2 上测得）</translation>
    </message>
    <message>
        <source> (measured on %1, not on %2: ±%3% held out)</source>
        <translation>（在 %1 上测得，未在 %2 上测得：留出误差 ±%3%）</translation>
    </message>
    <message>
        <source>Fitted to %1 measured rows (%2) of %3. The fit set: %4.</source>
        <translation>拟合自 %3 中的 %1 行测量数据（%2）。拟合设定：%4。</translation>
    </message>
    <message>
        <source>Profile %1: uncalibrated (priors)</source>
        <translation>配置档 %1：未校准（先验值）</translation>
    </message>
    <message>
        <source>Profile %1: the workbook&apos;s own, not the built-in calibration</source>
        <translation>配置档 %1：工作簿自带，而非内置校准</translation>
    </message>
    <message>
        <source>No measurements for this GPU and framework; the framework&apos;s documented priors are used. Treat figures as estimates.</source>
        <translation>此GPU与框架组合无实测数据，采用该框架的文档先验值。结果仅供估算参考。</translation>
    </message>
    <message>
        <source>No SLO set</source>
        <translation>未设定 SLO</translation>
    </message>
    <message>
        <source>Meets SLO</source>
        <translation>满足 SLO</translation>
    </message>
    <message>
        <source>Outside SLO (TTFT %1 ms, %2 tok/s/user)</source>
        <translation>未满足 SLO（首Token时延 %1 ms，%2 tok/s/用户）</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation>重命名情景</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Metric definitions</source>
        <translation>指标定义</translation>
    </message>
    <message>
        <source>&lt;table cellspacing=6&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;tok/s/user&lt;/b&gt;&lt;/td&gt;&lt;td&gt;1000 ÷ TPOT (ms); TPOT = decode step ÷ accepted tokens per step&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;tok/s/GPU&lt;/b&gt;&lt;/td&gt;&lt;td&gt;tokens per second per GPU, total (input + output) or output&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;TTFT&lt;/b&gt;&lt;/td&gt;&lt;td&gt;queueing + prefill (+ first decode step, + KV transfer when disaggregated)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;$/Mtok&lt;/b&gt;&lt;/td&gt;&lt;td&gt;$/GPU-h ÷ (tok/s/GPU × 3600) × 10⁶&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;tok/s/MW&lt;/b&gt;&lt;/td&gt;&lt;td&gt;tok/s/GPU × 1000 ÷ all-in kW per GPU&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;tok/J&lt;/b&gt;&lt;/td&gt;&lt;td&gt;tok/s/GPU ÷ all-in W per GPU&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;goodput&lt;/b&gt;&lt;/td&gt;&lt;td&gt;throughput counting only requests that meet every SLO&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;margin $/GPU-h&lt;/b&gt;&lt;/td&gt;&lt;td&gt;(revenue − cost) per productive GPU-hour × utilisation; revenue/h = 3600 × (input tok/s × blended input price + output tok/s × output price) ÷ 10⁶&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;break-even price&lt;/b&gt;&lt;/td&gt;&lt;td&gt;the output price per Mtok at which the margin is zero, the input tokens sold at their prices&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;dense PFLOPS per $/GPU-h&lt;/b&gt;&lt;/td&gt;&lt;td&gt;the GPU&apos;s dense peak at the precision ÷ its price: what buyers compare, above the waterline of the cost-per-token article&apos;s iceberg&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table cellspacing=6&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;tok/s/用户&lt;/b&gt;&lt;/td&gt;&lt;td&gt;1000 ÷ TPOT (ms)；TPOT = 解码步耗时 ÷ 每步接受的Token数&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;tok/s/GPU&lt;/b&gt;&lt;/td&gt;&lt;td&gt;每GPU每秒Token数，按总计（输入 + 输出）或仅输出统计&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;TTFT&lt;/b&gt;&lt;/td&gt;&lt;td&gt;首Token时延 = 排队 + 预填充（+ 首个解码步，解耦服务时 + KV 传输）&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;$/Mtok&lt;/b&gt;&lt;/td&gt;&lt;td&gt;$/GPU-h ÷ (tok/s/GPU × 3600) × 10⁶&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;tok/s/MW&lt;/b&gt;&lt;/td&gt;&lt;td&gt;tok/s/GPU × 1000 ÷ 每GPU全功耗 kW&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;tok/J&lt;/b&gt;&lt;/td&gt;&lt;td&gt;tok/s/GPU ÷ 每GPU全功耗 W&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;有效吞吐量 (goodput)&lt;/b&gt;&lt;/td&gt;&lt;td&gt;仅统计满足全部 SLO 的请求的吞吐量&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;利润 $/GPU-h&lt;/b&gt;&lt;/td&gt;&lt;td&gt;（收入 − 成本）× 每有效GPU小时 × 利用率；每小时收入 = 3600 × (输入 tok/s × 混合输入价格 + 输出 tok/s × 输出价格) ÷ 10⁶&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;盈亏平衡价格&lt;/b&gt;&lt;/td&gt;&lt;td&gt;利润为零时每百万输出Token的价格，输入Token按其价格出售&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;每 $/GPU小时的稠密 PFLOPS&lt;/b&gt;&lt;/td&gt;&lt;td&gt;该精度下GPU稠密峰值算力 ÷ 其价格：买家比较的指标，即每Token成本文章中冰山的水面之上部分&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>About Token Factory</source>
        <translation>关于 Token Factory</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>敏感性分析</translation>
    </message>
    <message>
        <source>Goal seek</source>
        <translation>单变量求解</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>蒙特卡洛模拟</translation>
    </message>
    <message>
        <source>Fleet planner</source>
        <translation>集群规划</translation>
    </message>
    <message>
        <source>Disaggregated planner</source>
        <translation>解耦服务规划</translation>
    </message>
    <message>
        <source>Physics check</source>
        <translation>物理上限核查</translation>
    </message>
    <message>
        <source>Measured overlay</source>
        <translation>实测数据叠加</translation>
    </message>
    <message>
        <source>FLOPS per $ vs $/Mtok</source>
        <translation>每美元FLOPS与 $/Mtok</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Log scale: inter&amp;activity</source>
        <translation>对数刻度：交互性(&amp;A)</translation>
    </message>
    <message>
        <source>Log scale: thr&amp;oughput</source>
        <translation>对数刻度：吞吐量(&amp;O)</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>语言(&amp;N)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>&amp;Import hardware and models…</source>
        <translation>导入硬件和模型(&amp;I)…</translation>
    </message>
    <message>
        <source>Add your own GPUs or models (JSON in the catalog&apos;s format); they travel with the workbook</source>
        <translation>添加自定义GPU或模型（目录格式的JSON）；它们随工作簿一起保存</translation>
    </message>
    <message>
        <source>Import hardware and models</source>
        <translation>导入硬件和模型</translation>
    </message>
    <message>
        <source>Catalog entries (*.json);;All files (*)</source>
        <translation>目录条目 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>导入失败</translation>
    </message>
    <message>
        <source>Nothing was imported.

%1</source>
        <translation>未导入任何内容。

%1</translation>
    </message>
    <message>
        <source>Imported %1 GPU(s) and %2 model(s); they are saved with the workbook and marked uncalibrated</source>
        <translation>已导入 %1 个GPU和 %2 个模型；它们随工作簿保存，并标记为未校准</translation>
    </message>
    <message>
        <source>Target not reached: at most %1 tok/s/user</source>
        <translation>未达到目标：最高 %1 tok/s/用户</translation>
    </message>
    <message>
        <source>SLOs not met by any configuration (best %1 tok/s/user, TTFT from %2 ms)</source>
        <translation>没有配置满足 SLO（最高 %1 tok/s/用户，首Token时延最低 %2 ms）</translation>
    </message>
    <message>
        <source>Chosen %1 · %2</source>
        <translation>已选 %1 · %2</translation>
    </message>
    <message>
        <source>goodput %1 tok/s/GPU (total)</source>
        <translation>有效吞吐 %1 tok/s/GPU（总计）</translation>
    </message>
    <message>
        <source>goodput %1 tok/s/GPU (output)</source>
        <translation>有效吞吐 %1 tok/s/GPU（输出）</translation>
    </message>
    <message>
        <source>Goodput: tok/s/GPU counting only a point that meets every SLO in force — the scenario&apos;s own and the comparison&apos;s service level.</source>
        <translation>有效吞吐：仅计入满足全部生效 SLO 的点的每GPU tok/s——包括情景自身目标与对比的服务等级。</translation>
    </message>
    <message>
        <source>Use configuration from the chart</source>
        <translation>使用图表中的配置</translation>
    </message>
    <message>
        <source>%1 now runs TP %2 / EP %3 at batch %4 (Edit ▸ Undo restores it)</source>
        <translation>%1 现按 TP %2 / EP %3、批大小 %4 运行（编辑 ▸ 撤销可恢复）</translation>
    </message>
    <message>
        <source>Goodput 0: the service level is not reached</source>
        <translation>有效吞吐为 0：未达到服务等级</translation>
    </message>
    <message>
        <source>&lt;h2&gt;No scenarios&lt;/h2&gt;&lt;p&gt;Add a scenario to compare, or open a workbook.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;没有情景&lt;/h2&gt;&lt;p&gt;添加一个情景进行对比，或打开一个工作簿。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Add a scenario</source>
        <translation>添加情景</translation>
    </message>
    <message>
        <source>Open a workbook…</source>
        <translation>打开工作簿…</translation>
    </message>
    <message>
        <source>The new language applies when Token Factory restarts. Restart now?</source>
        <translation>新语言将在 Token Factory 重启后生效。现在重启吗？</translation>
    </message>
    <message>
        <source>&lt;b&gt;Token Factory&lt;/b&gt; %1&lt;br&gt;A what-if explorer for the economics of AI inference: what a million tokens costs on a given GPU, at a given price, power, precision and batch size.&lt;br&gt;&lt;br&gt;&lt;b&gt;Source articles&lt;/b&gt;&lt;br&gt;%2</source>
        <translation>&lt;b&gt;Token Factory&lt;/b&gt; %1&lt;br&gt;AI 推理经济学的假设分析工具：在给定的GPU、价格、功耗、精度和批大小下，一百万Token的成本是多少。&lt;br&gt;&lt;br&gt;&lt;b&gt;来源文章&lt;/b&gt;&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>For a model the calibration never saw, throughput was off by a median ±%1% (each model&apos;s rows predicted by a fit without them, %2 rows of %3).</source>
        <translation>对校准从未见过的模型，吞吐量误差中位数为 ±%1%（每个模型的数据行由不含它们的拟合预测，共 %2 行，来自 %3）。</translation>
    </message>
    <message>
        <source>Held out the same way, %1&apos;s own rows were off by ±%2%.</source>
        <translation>以同样方式留出时，%1 自身数据行的误差为 ±%2%。</translation>
    </message>
    <message>
        <source>Profile %1: uncalibrated (priors: median error ±%2% where measured)</source>
        <translation>配置档 %1：未校准（先验值：在有实测处误差中位数 ±%2%）</translation>
    </message>
    <message>
        <source>Where the calibration measured, the priors were off by a median ±%1% over %2 rows of %3 (the calibrated profiles by ±%4% on GPUs they never saw).</source>
        <translation>在校准有实测的地方，先验值在 %3 的 %2 行上误差中位数为 ±%1%（已校准配置档在从未见过的 GPU 上为 ±%4%）。</translation>
    </message>
    <message>
        <source>Planning rules</source>
        <translation>规划法则</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>tool panel — its scenario</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Profile %1: calibrated, median error ±%2% held out</source>
        <translation>配置档 %1：已校准，留出误差中位数 ±%2%</translation>
    </message>
    <message>
        <source>Profile %1: calibrated, median error ±%2% in sample (none held out)</source>
        <translation>配置档 %1：已校准，样本内误差中位数 ±%2%（无留出数据）</translation>
    </message>
    <message>
        <source>Held out: each of this profile&apos;s rows predicted by a fit that never saw its model.</source>
        <translation>留出：此配置档的每一行都由从未见过其模型的拟合来预测。</translation>
    </message>
    <message>
        <source>Over every profile, %1 rows: ±%2% for a model held out, ±%3% for a GPU held out (the physics check&apos;s figure).</source>
        <translation>全部配置档，%1 行：留出模型时 ±%2%，留出GPU时 ±%3%（物理校验所用的数值）。</translation>
    </message>
    <message>
        <source>The measured overlay&apos;s figure is the model against the rows it loads, in sample where they were fitted.</source>
        <translation>实测叠加的数值是模型与其载入行的对比；若这些行参与过拟合，则属样本内误差。</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>输出Token</translation>
    </message>
    <message>
        <source>Per GPU</source>
        <translation>每GPU</translation>
    </message>
    <message>
        <source>Checked: throughput per MW of facility power (IT load × PUE); unchecked: per GPU.</source>
        <translation>勾选：按每MW设施电力（IT负载 × PUE）计吞吐；不勾选：按每GPU。</translation>
    </message>
</context>
<context>
    <name>tf::ui::MeasuredOverlayPanel</name>
    <message>
        <source>Open benchmark CSV…</source>
        <translation>打开基准测试 CSV…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>No file loaded</source>
        <translation>未加载文件</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>数据点</translation>
    </message>
    <message>
        <source>tok/s/user</source>
        <translation>tok/s/用户</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>误差</translation>
    </message>
    <message>
        <source>Error = model / measured − 1 at the measured interactivity (total tokens)</source>
        <translation>误差 = 模型值 / 实测值 − 1，在实测交互性下计算（全部Token）</translation>
    </message>
    <message>
        <source>Open benchmark CSV</source>
        <translation>打开基准测试 CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>不可达</translation>
    </message>
    <message>
        <source>Shipped measurements</source>
        <translation>内置实测数据</translation>
    </message>
    <message>
        <source>InferenceX&apos;s points and the MLPerf / vendor table that ship with Token Factory</source>
        <translation>Token Factory 自带的 InferenceX 数据点以及 MLPerf / 厂商数据表</translation>
    </message>
    <message>
        <source>shipped measurements (InferenceX %1 rows, MLPerf and vendor tables %2 rows)</source>
        <translation>内置实测数据（InferenceX %1 行，MLPerf 与厂商数据表 %2 行）</translation>
    </message>
    <message>
        <source>Measured
tok/s/GPU</source>
        <translation>实测
tok/s/GPU</translation>
    </message>
    <message>
        <source>Model
tok/s/GPU</source>
        <translation>模型
tok/s/GPU</translation>
    </message>
    <message>
        <source>%1: %2 rows, %3 for this GPU and model, %4 without interactivity; the model against them: median |error| %5%</source>
        <translation>%1：%2 行，其中 %3 行属于此GPU和模型，%4 行缺少交互性数据；模型与这些行相比：|误差| 中位数 %5%</translation>
    </message>
    <message>
        <source>Median |predicted / measured − 1| of tok/s/GPU over this file&apos;s rows for the scenario&apos;s GPU and model. It is in sample where the calibration was fitted to these rows; the status bar&apos;s error is held out (rows predicted by fits that never saw their model).</source>
        <translation>此文件中属于该情景GPU和模型的各行，tok/s/GPU 的 |预测/实测 − 1| 中位数。若校准曾拟合这些行，则属样本内误差；状态栏的误差为留出误差（由从未见过其模型的拟合来预测）。</translation>
    </message>
    <message>
        <source>Only this scenario&apos;s GPU, model, precision and serving software</source>
        <translation>仅此情景的GPU、模型、精度和推理框架</translation>
    </message>
</context>
<context>
    <name>tf::ui::MonteCarloPanel</name>
    <message>
        <source>Input</source>
        <translation>输入项</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>低值</translation>
    </message>
    <message>
        <source>Likely</source>
        <translation>最可能值</translation>
    </message>
    <message>
        <source>High</source>
        <translation>高值</translation>
    </message>
    <message>
        <source>Triangular distribution per input: low, most likely and high values</source>
        <translation>每个输入项服从三角分布：低值、最可能值和高值</translation>
    </message>
    <message>
        <source>Same seed, same inputs: same answer</source>
        <translation>相同种子、相同输入，结果相同</translation>
    </message>
    <message>
        <source>Cost per Mtok output ($)</source>
        <translation>每Mtok输出成本 ($)</translation>
    </message>
    <message>
        <source>Interactivity (tok/s/user)</source>
        <translation>交互性 (tok/s/用户)</translation>
    </message>
    <message>
        <source>Total tok/s per GPU</source>
        <translation>每GPU总 tok/s</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>样本数</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>Histogram of</source>
        <translation>直方图指标</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>运行中…</translation>
    </message>
    <message>
        <source>%1 samples in %2 ms (%3 did not fit).
Cost per Mtok output: P10 %4, P50 %5, P90 %6
Interactivity: P10 %7, P50 %8, P90 %9 tok/s/user
Throughput: P10 %10, P50 %11, P90 %12 tok/s/GPU (total)</source>
        <translation>%1 个样本，耗时 %2 ms（%3 个超出显存）。
每Mtok输出成本：P10 %4，P50 %5，P90 %6
交互性：P10 %7，P50 %8，P90 %9 tok/s/用户
吞吐量：P10 %10，P50 %11，P90 %12 tok/s/GPU（总计）</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1，%2：%3</translation>
    </message>
    <message>
        <source>%1: the low end, the likely value and the high end must rise in that order.</source>
        <translation>%1：低值、最可能值与高值须依次递增。</translation>
    </message>
    <message>
        <source>Run to sample this configuration.</source>
        <translation>点击运行以对此配置抽样。</translation>
    </message>
</context>
<context>
    <name>tf::ui::NotesPanel</name>
    <message>
        <source>What this scenario assumes, where its figures come from…</source>
        <translation>此情景的假设、数据从何而来…</translation>
    </message>
    <message>
        <source>What the whole comparison is for…</source>
        <translation>整个对比的目的…</translation>
    </message>
    <message>
        <source>Workbook notes</source>
        <translation>工作簿备注</translation>
    </message>
    <message>
        <source>Notes on %1</source>
        <translation>%1 的备注</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>tf::ui::NumberEntry</name>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>Enter a number.</source>
        <translation>请输入一个数字。</translation>
    </message>
    <message>
        <source>“%1” is not a number here: the decimal separator is “%2”.</source>
        <translation>“%1”在此不是有效数字：小数分隔符是“%2”。</translation>
    </message>
    <message>
        <source>“%1” is out of range: enter %2.</source>
        <translation>“%1”超出范围：请输入 %2。</translation>
    </message>
    <message>
        <source>“%1” is not a whole number.</source>
        <translation>“%1”不是整数。</translation>
    </message>
    <message numerus="yes">
        <source>%1 is kept as %2: this field holds %n decimal(s).</source>
        <translation>
            <numerusform>%1 按 %2 保存：此字段保留 %n 位小数。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tf::ui::ParameterPanel</name>
    <message>
        <source>GPU or rack. Changing it loads its catalog price, power and capex.</source>
        <translation>GPU 或机架。更改后将载入其目录中的价格、功耗和资本支出。</translation>
    </message>
    <message>
        <source>Model served; its architecture decides bytes and FLOPs per token.</source>
        <translation>所服务的模型；其架构决定每Token的字节数和 FLOPs。</translation>
    </message>
    <message>
        <source>&amp;Hardware</source>
        <translation>硬件(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>模型(&amp;M)</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Power and electricity</source>
        <translation>功耗与电力</translation>
    </message>
    <message>
        <source>Workload and framework</source>
        <translation>工作负载与框架</translation>
    </message>
    <message>
        <source>Serving framework; picks the calibration profile (efficiencies and overheads).</source>
        <translation>推理服务框架；决定所用的校准配置档（效率与开销）。</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>Parallelism and serving</source>
        <translation>并行与服务</translation>
    </message>
    <message>
        <source>Aggregated (prefill and decode share GPUs)</source>
        <translation>聚合（预填充与解码共用GPU）</translation>
    </message>
    <message>
        <source>Disaggregated (separate prefill pool)</source>
        <translation>解耦（独立预填充池）</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>服务模式</translation>
    </message>
    <message>
        <source>Rented (price per GPU-hour)</source>
        <translation>租赁（每GPU小时价格）</translation>
    </message>
    <message>
        <source>Owned (capex, life, utilisation)</source>
        <translation>自有（资本支出、年限、利用率）</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>定价方式</translation>
    </message>
    <message>
        <source>Service-level objectives</source>
        <translation>服务等级目标 (SLO)</translation>
    </message>
    <message>
        <source>Change hardware</source>
        <translation>更改硬件</translation>
    </message>
    <message>
        <source>Change model</source>
        <translation>更改模型</translation>
    </message>
    <message>
        <source>Change framework</source>
        <translation>更改框架</translation>
    </message>
    <message>
        <source>Change pricing</source>
        <translation>更改定价方式</translation>
    </message>
    <message>
        <source>Change serving mode</source>
        <translation>更改服务模式</translation>
    </message>
    <message>
        <source>Change tensor parallel</source>
        <translation>更改张量并行</translation>
    </message>
    <message>
        <source>Change expert parallel</source>
        <translation>更改专家并行</translation>
    </message>
    <message>
        <source>Change prefill tensor parallel</source>
        <translation>更改预填充张量并行</translation>
    </message>
    <message>
        <source>%1 on %2 is weight-only: weights take %1 memory, math runs at %3 (no speed-up in compute).</source>
        <translation>%1 在 %2 上仅作用于权重：权重按 %1 占用显存，计算以 %3 进行（计算无加速）。</translation>
    </message>
    <message>
        <source>Change precision</source>
        <translation>更改精度</translation>
    </message>
    <message>
        <source>%1: native tensor-core math on %2, %3 dense TFLOPS.</source>
        <translation>%1：%2 上原生 Tensor Core 计算，稠密算力 %3 TFLOPS。</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Catalog default for %1: %2</source>
        <translation>%1 的目录默认值：%2</translation>
    </message>
    <message>
        <source>%1: %2 B parameters, %3 B active per token.</source>
        <translation>%1：%2 B 参数，每Token激活 %3 B。</translation>
    </message>
    <message>
        <source>Memory capacity: %1 sequences fit (each reserves ISL + OSL).</source>
        <translation>显存容量：可容纳 %1 个序列（每个预留 ISL + OSL）。</translation>
    </message>
    <message>
        <source>Fits up to %1 sequences per instance.</source>
        <translation>每实例最多容纳 %1 个序列。</translation>
    </message>
    <message>
        <source>Runs up to %1 sequences per instance (the scheduler&apos;s cap).</source>
        <translation>每实例最多运行 %1 个序列（调度上限）。</translation>
    </message>
    <message>
        <source>Scheduler cap: the framework runs at most %1 sequences at once; memory holds more.</source>
        <translation>调度上限：框架同时最多运行 %1 个序列；显存可容纳更多。</translation>
    </message>
    <message>
        <source>The weights alone do not fit: raise TP/EP or lower the precision.</source>
        <translation>仅权重就超出显存：请提高 TP/EP 或降低精度。</translation>
    </message>
    <message>
        <source>Does not fit: batch %1 exceeds the memory capacity of %2 sequences.</source>
        <translation>显存不足：批大小 %1 超出 %2 个序列的显存容量。</translation>
    </message>
    <message>
        <source>GPU-hour, owned: &lt;b&gt;%1&lt;/b&gt; = capex %2 + power %3 + facility %4 + other %5 (set under Pricing and ownership)</source>
        <translation>自有 GPU 小时：&lt;b&gt;%1&lt;/b&gt; = 资本支出 %2 + 电力 %3 + 设施 %4 + 其他 %5（在“定价与所有权”中设置）</translation>
    </message>
    <message>
        <source>%1 (custom)</source>
        <translation>%1（自定义）</translation>
    </message>
    <message>
        <source>The comparison shows this scenario at TP %1 / EP %2, batch %3 (chosen for the service level); “Use this configuration” makes those the inputs.</source>
        <translation>对比中此情景按 TP %1 / EP %2、批大小 %3 显示（按服务等级选出）；“使用此配置”可将其设为输入。</translation>
    </message>
    <message>
        <source>Pricing and ownership</source>
        <translation>定价与所有权</translation>
    </message>
    <message>
        <source>%1 is not available on %2: it has no %3 math figure in the catalog.</source>
        <translation>%1 在 %2 上不可用：目录中没有其 %3 算力数据。</translation>
    </message>
    <message>
        <source>Unknown hardware or model.</source>
        <translation>未知的硬件或模型。</translation>
    </message>
    <message>
        <source>%1 has no catalog price: the GPU price stays at %2, set your own.</source>
        <translation>%1 在目录中没有价格：GPU价格保持为 %2，请自行设置。</translation>
    </message>
    <message>
        <source>%1 does not run on %2: the framework is now %3.</source>
        <translation>%1 不支持在 %2 上运行：框架已改为 %3。</translation>
    </message>
    <message>
        <source>%1 has no catalog price: this is not a figure for it; set your own.</source>
        <translation>%1 在目录中没有价格：此数值并非该GPU的数据，请自行设置。</translation>
    </message>
    <message>
        <source>all-in owning cost per GPU-hour (InferenceX TCO basis)</source>
        <translation>每GPU小时的全部自有成本（InferenceX TCO 口径）</translation>
    </message>
    <message>
        <source>rental price per GPU-hour</source>
        <translation>每GPU小时租赁价格</translation>
    </message>
    <message>
        <source>Catalog default for %1: %2, the %3. Source: %4</source>
        <translation>%1 的目录默认值：%2，即%3。来源：%4</translation>
    </message>
    <message>
        <source>In use: %1, your own value.</source>
        <translation>当前使用：%1，为您自行设置的值。</translation>
    </message>
    <message>
        <source>Below the board TDP of %1 kW of %2: all-in power counts the board, host, network and cooling.</source>
        <translation>低于 %2 的板卡 TDP %1 kW：全功耗应包含板卡、主机、网络与制冷。</translation>
    </message>
    <message>
        <source>Apply price preset</source>
        <translation>应用价格预设</translation>
    </message>
    <message>
        <source>Price preset</source>
        <translation>价格预设</translation>
    </message>
    <message>
        <source>Token prices and revenue</source>
        <translation>Token价格与收入</translation>
    </message>
    <message>
        <source>Workload preset</source>
        <translation>工作负载预设</translation>
    </message>
    <message>
        <source>%1 (%2 nodes)</source>
        <translation>%1（%2 个节点）</translation>
    </message>
    <message>
        <source>These inputs (%1): %2</source>
        <translation>当前输入（%1）：%2</translation>
    </message>
    <message>
        <source>Memory capacity: %1 sequences fit (each holds ISL + %2 × OSL on average: its KV grows as tokens are generated).</source>
        <translation>显存容量：可容纳 %1 个序列（每个平均占用 ISL + %2 × OSL：KV 随生成的 Token 增长）。</translation>
    </message>
</context>
<context>
    <name>tf::ui::ParetoChart</name>
    <message>
        <source>Throughput vs interactivity</source>
        <translation>吞吐量与交互性</translation>
    </message>
    <message>
        <source>tok/s/MW</source>
        <translation>tok/s/MW</translation>
    </message>
    <message>
        <source>tok/s/GPU</source>
        <translation>tok/s/GPU</translation>
    </message>
    <message>
        <source>total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>Interactivity (tok/s/user)</source>
        <translation>交互性 (tok/s/用户)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Click to use this configuration (one undo step)</source>
        <translation>点击即使用此配置（一步撤销）</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>As set (not what the comparison shows): %1</source>
        <translation>按输入设置（并非比较所示的配置）：%1</translation>
    </message>
    <message>
        <source>as set</source>
        <translation>按输入设置</translation>
    </message>
</context>
<context>
    <name>tf::ui::PhysicsCheckPanel</name>
    <message>
        <source> tok/s/GPU</source>
        <translation> tok/s/GPU</translation>
    </message>
    <message>
        <source> tok/s/user</source>
        <translation> tok/s/用户</translation>
    </message>
    <message>
        <source>Total tokens (input + output, as InferenceX)</source>
        <translation>全部Token（输入 + 输出，同 InferenceX）</translation>
    </message>
    <message>
        <source>Output tokens only</source>
        <translation>仅输出Token</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>核查</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Claimed throughput</source>
        <translation>宣称吞吐量</translation>
    </message>
    <message>
        <source>At interactivity</source>
        <translation>对应交互性</translation>
    </message>
    <message>
        <source>Counting</source>
        <translation>统计口径</translation>
    </message>
    <message>
        <source>Impossible: above the idealised bound</source>
        <translation>不可能：超出理想上限</translation>
    </message>
    <message>
        <source>Impossible: even ideal hardware is not this fast per user</source>
        <translation>不可能：即使理想硬件也达不到这样的单用户速度</translation>
    </message>
    <message>
        <source>Near the bound: needs near-perfect software</source>
        <translation>接近上限：需要近乎完美的软件</translation>
    </message>
    <message>
        <source>Comfortably inside the bound</source>
        <translation>远在上限之内</translation>
    </message>
    <message>
        <source>&lt;b style=&quot;color:%1&quot;&gt;%2&lt;/b&gt;&lt;br&gt;Ideal bound: %3 tok/s/GPU at %4 tok/s/user (claim is %5% of it)&lt;br&gt;Calibrated model: %6 tok/s/GPU&lt;br&gt;Fastest ideal interactivity: %7 tok/s/user&lt;br&gt;&lt;small&gt;Bound: every efficiency at its limit, zero fixed overheads, balanced experts, best parallelism at %8.&lt;/small&gt;</source>
        <translation>&lt;b style=&quot;color:%1&quot;&gt;%2&lt;/b&gt;&lt;br&gt;理想上限：%4 tok/s/用户 时为 %3 tok/s/GPU（宣称值为其 %5%）&lt;br&gt;校准模型：%6 tok/s/GPU&lt;br&gt;理想情况下最高交互性：%7 tok/s/用户&lt;br&gt;&lt;small&gt;上限假设：各项效率均达极限、固定开销为零、专家负载均衡、并行方式取 %8 下的最优。&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Inside the bound, but %1 the calibrated model&apos;s figure, beyond twice its error on GPUs held out of its calibration (±%2%, over every profile): it needs software well ahead of what was measured</source>
        <translation>在上限之内，但为校准模型数值的 %1，超出其在校准留出GPU上误差（±%2%，全部配置档）的两倍：需要远超实测水平的软件</translation>
    </message>
</context>
<context>
    <name>tf::ui::PresentationMode</name>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen for a room: scenario names as titles, the ratio in large type, no inputs; arrow keys step through scenarios and snapshots, Esc leaves (F5)</source>
        <translation>面向会议室的全屏显示：以情景名称为标题，大字号显示比值，不显示输入项；方向键切换情景与快照，Esc 退出 (F5)</translation>
    </message>
    <message>
        <source>No scenarios</source>
        <translation>没有情景</translation>
    </message>
    <message>
        <source>Baseline, %1</source>
        <translation>基准，%1</translation>
    </message>
    <message>
        <source>Against %1, %2</source>
        <translation>对比 %1，%2</translation>
    </message>
    <message>
        <source>does not reach this service level</source>
        <translation>未达到此服务等级</translation>
    </message>
    <message>
        <source>per million tokens (input + output)</source>
        <translation>每百万Token（输入 + 输出）</translation>
    </message>
    <message>
        <source>per million output tokens</source>
        <translation>每百万输出Token</translation>
    </message>
    <message>
        <source>lower cost per million tokens than %1</source>
        <translation>每百万Token成本比 %1 低</translation>
    </message>
    <message>
        <source>higher cost per million tokens than %1</source>
        <translation>每百万Token成本比 %1 高</translation>
    </message>
    <message>
        <source>lower cost per million output tokens than %1</source>
        <translation>每百万输出Token成本比 %1 低</translation>
    </message>
    <message>
        <source>higher cost per million output tokens than %1</source>
        <translation>每百万输出Token成本比 %1 高</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 对比 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Snapshot of %1; it kept inputs only</source>
        <translation>%1的快照；仅保存了输入项</translation>
    </message>
    <message>
        <source>no stored figures</source>
        <translation>无已保存结果</translation>
    </message>
    <message>
        <source>Stored figures as presented on %1, %2</source>
        <translation>%1演示时保存的结果，%2</translation>
    </message>
    <message>
        <source>per million tokens (input + output), as presented</source>
        <translation>每百万Token（输入 + 输出），演示时的数据</translation>
    </message>
    <message>
        <source>per million output tokens, as presented</source>
        <translation>每百万输出Token，演示时的数据</translation>
    </message>
    <message>
        <source>As presented (stored)</source>
        <translation>演示时（已保存）</translation>
    </message>
    <message>
        <source>Today&apos;s model</source>
        <translation>按当前模型重算</translation>
    </message>
    <message>
        <source>Today&apos;s model gives the same figures for these inputs.</source>
        <translation>按当前模型重算，这些输入得出的结果相同。</translation>
    </message>
    <message>
        <source>Today&apos;s model gives other figures for the same inputs: both are shown.</source>
        <translation>按当前模型重算，相同输入得出的结果不同：两者均已列出。</translation>
    </message>
    <message>
        <source>the same cost per million tokens as %1</source>
        <translation>与 %1 的每百万Token成本相同</translation>
    </message>
</context>
<context>
    <name>tf::ui::PricePresetBox</name>
    <message>
        <source>Your own value</source>
        <translation>自定义值</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>rental price</source>
        <translation>租赁价格</translation>
    </message>
    <message>
        <source>all-in owning cost per GPU-hour</source>
        <translation>每GPU小时的全部自有成本</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1，%2：%3</translation>
    </message>
    <message>
        <source>No price for %1 in this preset.</source>
        <translation>此预设中没有 %1 的价格。</translation>
    </message>
    <message>
        <source>The GPU price is your own value, from no preset.</source>
        <translation>GPU价格为自定义值，未使用预设。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>tf::ui::RecomputeScheduler</name>
    <message>
        <source>disaggregated</source>
        <translation>解耦</translation>
    </message>
    <message>
        <source>aggregated</source>
        <translation>聚合</translation>
    </message>
    <message>
        <source>Cannot reach %1 tok/s/user: the closest configuration (%2) reaches %3</source>
        <translation>无法达到 %1 tok/s/用户：最接近的配置（%2）达到 %3</translation>
    </message>
    <message>
        <source>Best configuration at %1 tok/s/user: %2</source>
        <translation>%1 tok/s/用户下的最佳配置：%2</translation>
    </message>
    <message>
        <source>No configuration meets the SLOs; closest: %1</source>
        <translation>没有配置满足 SLO；最接近：%1</translation>
    </message>
    <message>
        <source>Best configuration under the SLOs: %1</source>
        <translation>满足 SLO 的最佳配置：%1</translation>
    </message>
    <message>
        <source>Best configuration at %1 tok/s/user: %2 (even the largest batch that fits runs faster, at %3 tok/s/user)</source>
        <translation>%1 tok/s/用户下的最佳配置：%2（即使显存能容纳的最大批大小也更快，为 %3 tok/s/用户）</translation>
    </message>
    <message>
        <source>Best configuration at %1 tok/s/user: %2 (at %3 tok/s/user; one more sequence in the batch falls below the target)</source>
        <translation>%1 tok/s/用户下的最佳配置：%2（%3 tok/s/用户；批中再多一个序列就会低于目标）</translation>
    </message>
</context>
<context>
    <name>tf::ui::ScenarioListModel</name>
    <message>
        <source>%1  (baseline)</source>
        <translation>%1  （基准）</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · batch %4</source>
        <translation>%1 · %2 · %3 · 批大小 %4</translation>
    </message>
</context>
<context>
    <name>tf::ui::SensitivityPanel</name>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Each input moves this far below and above its scenario value (within its allowed range)</source>
        <translation>每个输入项在其情景取值上下变动的幅度（不超出允许范围）</translation>
    </message>
    <message>
        <source>Cost per Mtok output ($)</source>
        <translation>每Mtok输出成本 ($)</translation>
    </message>
    <message>
        <source>Interactivity (tok/s/user)</source>
        <translation>交互性 (tok/s/用户)</translation>
    </message>
    <message>
        <source>Range ±</source>
        <translation>范围 ±</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出指标</translation>
    </message>
    <message>
        <source>Hatched bars: an end of that range does not fit in memory.</source>
        <translation>斜线条：该范围的某一端超出显存容量。</translation>
    </message>
    <message>
        <source>At the configuration the comparison shows: batch %1, %2.</source>
        <translation>按对比中显示的配置：批大小 %1，%2。</translation>
    </message>
    <message>
        <source>Cost per Mtok total ($)</source>
        <translation>每百万Token总成本（$）</translation>
    </message>
    <message>
        <source>Power, PUE and electricity move no cost here: a rented GPU-hour includes its power (Pricing and ownership ▸ Owned charges them).</source>
        <translation>此处功耗、PUE 和电价不影响成本：租赁的GPU小时已含电力（定价与所有权 ▸ 自有 时才计入）。</translation>
    </message>
</context>
<context>
    <name>tf::ui::ServiceLevelBar</name>
    <message>
        <source>target %1 tok/s/user</source>
        <translation>目标 %1 tok/s/用户</translation>
    </message>
    <message>
        <source>Compare:</source>
        <translation>对比方式：</translation>
    </message>
    <message>
        <source>At the operating point</source>
        <translation>按工作点</translation>
    </message>
    <message>
        <source>At equal interactivity</source>
        <translation>按相同交互性</translation>
    </message>
    <message>
        <source>Best under SLOs</source>
        <translation>满足 SLO 的最佳</translation>
    </message>
    <message>
        <source>Throughput and cost only compare at the same user experience. Equal interactivity reads every scenario at its best configuration on its own frontier, as InferenceX does; best under SLOs picks the highest goodput that meets every limit.</source>
        <translation>吞吐量与成本只有在相同用户体验下才可比。相同交互性：像 InferenceX 一样，在各情景自身前沿上取其最佳配置；满足 SLO 的最佳：选出满足全部限制、有效吞吐最高的配置。</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source> tok/s/user</source>
        <translation> tok/s/用户</translation>
    </message>
    <message>
        <source>50 tok/s/user is where the token-economics article&apos;s interactive tier starts (batch &lt; 10, balanced 10–50, interactive &gt; 50 tok/s/user with TTFT &lt; 200 ms), and the level at which Token Factory reads the cost-per-token article&apos;s GB300 NVL72 vs H200 ratios (that article states no interactivity).</source>
        <translation>50 tok/s/用户 是Token经济学文章中高端交互层级的起点（批量 &lt; 10、适中 10–50、高端交互 &gt; 50 tok/s/用户且首Token延迟 &lt; 200 ms），也是 Token Factory 读取每Token成本文章 GB300 NVL72 与 H200 比值的水平（该文章未说明交互性）。</translation>
    </message>
    <message>
        <source>TTFT ≤</source>
        <translation>首Token时延 ≤</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Interactivity ≥</source>
        <translation>交互性 ≥</translation>
    </message>
    <message>
        <source>Also choose drafts and serving</source>
        <translation>同时选择草稿Token数与服务模式</translation>
    </message>
    <message>
        <source>Unchecked, each scenario keeps its own speculative depth and aggregated or disaggregated serving (its serving recipe) and only batch, TP and EP are chosen. Checked, speculative depths 0–3 and both serving modes are searched too.</source>
        <translation>不勾选：各情景保留自身的投机解码深度与聚合/解耦服务方式（其服务方案），只选择批大小、TP 与 EP。勾选：同时搜索投机深度 0–3 与两种服务模式。</translation>
    </message>
    <message>
        <source>Use this configuration</source>
        <translation>使用此配置</translation>
    </message>
    <message>
        <source>Make the selected scenario&apos;s chosen configuration its inputs (one undo step).</source>
        <translation>将所选情景的选定配置设为其输入（一步撤销）。</translation>
    </message>
    <message>
        <source>At each scenario&apos;s operating point (batch, TP and EP as set)</source>
        <translation>按各情景的工作点（批大小、TP 与 EP 按设定）</translation>
    </message>
    <message>
        <source>At equal interactivity: %1 tok/s/user, each scenario at its best configuration</source>
        <translation>按相同交互性：%1 tok/s/用户，各情景取其最佳配置</translation>
    </message>
    <message>
        <source>Best configuration under SLOs (%1): highest goodput</source>
        <translation>满足 SLO（%1）的最佳配置：有效吞吐最高</translation>
    </message>
    <message>
        <source> — not reached by %1</source>
        <translation> — %1 未达到</translation>
    </message>
    <message>
        <source>Use the chosen configuration</source>
        <translation>使用选定配置</translation>
    </message>
    <message>
        <source>at %1 tok/s/user</source>
        <translation>%1 tok/s/用户</translation>
    </message>
    <message>
        <source>under the SLOs</source>
        <translation>SLO 约束下</translation>
    </message>
    <message>
        <source>SLO (mean) ≥ %1 tok/s/user</source>
        <translation>SLO（均值）≥ %1 tok/s/用户</translation>
    </message>
    <message>
        <source>The comparison&apos;s limit holds on the mean. A scenario&apos;s own percentile objective (P90, P99) and TPOT fluctuation limit, set in its Service level inputs, also decide its goodput.</source>
        <translation>比较的限值针对均值。情景自身的百分位目标（P90、P99）和 TPOT 波动限值（在其服务等级输入中设置）同样决定其有效吞吐。</translation>
    </message>
    <message>
        <source>mean TTFT ≤ %1 ms</source>
        <translation>平均首Token时延 ≤ %1 ms</translation>
    </message>
    <message>
        <source>mean ≥ %1 tok/s/user</source>
        <translation>平均 ≥ %1 tok/s/用户</translation>
    </message>
    <message>
        <source> — none runs as slowly as that: %1</source>
        <translation> —— 没有配置能慢到该水平：%1</translation>
    </message>
    <message>
        <source>%1 at %2 tok/s/user</source>
        <translation>%1 为 %2 tok/s/用户</translation>
    </message>
</context>
<context>
    <name>tf::ui::SnapshotDialog</name>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>服务模式</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>定价方式</translation>
    </message>
    <message>
        <source>Snapshots of %1</source>
        <translation>%1 的快照</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>&amp;Take Snapshot...</source>
        <translation>拍摄快照(&amp;T)...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Take Snapshot</source>
        <translation>拍摄快照</translation>
    </message>
    <message>
        <source>Name of the snapshot:</source>
        <translation>快照名称：</translation>
    </message>
    <message>
        <source>as presented on %1</source>
        <translation>%1 演示版</translation>
    </message>
    <message>
        <source>Snapshots</source>
        <translation>快照</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>$/Mtok (output)</source>
        <translation>$/Mtok（输出）</translation>
    </message>
    <message>
        <source>$/Mtok (total)</source>
        <translation>$/Mtok（总计）</translation>
    </message>
    <message>
        <source>tok/s/GPU (total)</source>
        <translation>tok/s/GPU（总计）</translation>
    </message>
    <message>
        <source>tok/s/GPU (output)</source>
        <translation>tok/s/GPU（输出）</translation>
    </message>
    <message>
        <source>tok/s/user</source>
        <translation>tok/s/用户</translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation>首Token时延（ms）</translation>
    </message>
    <message>
        <source>tok/s/MW (total)</source>
        <translation>tok/s/MW（总计）</translation>
    </message>
    <message>
        <source>tok/J (total)</source>
        <translation>tok/J（总计）</translation>
    </message>
    <message>
        <source>$/GPU-h</source>
        <translation>$/GPU-h</translation>
    </message>
    <message>
        <source>at %1 tok/s/user</source>
        <translation>%1 tok/s/用户</translation>
    </message>
    <message>
        <source>best under SLOs</source>
        <translation>满足 SLO 的最佳</translation>
    </message>
    <message>
        <source>at the operating point</source>
        <translation>按工作点</translation>
    </message>
    <message>
        <source>Snapshot (stored)</source>
        <translation>快照（已保存）</translation>
    </message>
    <message>
        <source>Today&apos;s model,
snapshot inputs</source>
        <translation>按当前模型重算，
快照输入</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>Give the scenario the snapshot&apos;s inputs and service level again (Edit ▸ Undo brings back the current ones)</source>
        <translation>将情景的输入与服务等级恢复为快照中的值（编辑 ▸ 撤销可找回当前值）</translation>
    </message>
    <message>
        <source>Inputs that differ from now, and the figures</source>
        <translation>与当前不同的输入项及结果</translation>
    </message>
    <message>
        <source>%1
taken %2</source>
        <translation>%1
拍摄于 %2</translation>
    </message>
    <message>
        <source>Delete snapshot</source>
        <translation>删除快照</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>输入项</translation>
    </message>
    <message>
        <source>(the same as now)</source>
        <translation>（与当前相同）</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>This snapshot was taken by a version that kept inputs only: it has no stored figures.</source>
        <translation>此快照由仅保存输入项的旧版本拍摄：没有已保存的结果。</translation>
    </message>
    <message>
        <source>Stored figures, as presented on %1 %2; not recomputed.</source>
        <translation>已保存的结果，即 %1 演示时的数据（%2）；未重新计算。</translation>
    </message>
    <message>
        <source>Today&apos;s model gives the same figures for these inputs.</source>
        <translation>按当前模型重算，这些输入得出的结果相同。</translation>
    </message>
    <message>
        <source>Today&apos;s model gives other figures for the same inputs: both are shown.</source>
        <translation>按当前模型重算，相同输入得出的结果不同：两者均已列出。</translation>
    </message>
</context>
<context>
    <name>tf::ui::StatusText</name>
    <message>
        <source>over the cap</source>
        <translation>超出调度上限</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>显存不足</translation>
    </message>
</context>
<context>
    <name>tf::ui::TokenTier</name>
    <message>
        <source>batch</source>
        <translation>批量</translation>
    </message>
    <message>
        <source>balanced</source>
        <translation>适中</translation>
    </message>
    <message>
        <source>interactive</source>
        <translation>高端交互</translation>
    </message>
</context>
<context>
    <name>tf::ui::TornadoChart</name>
    <message>
        <source>No sensitivity computed</source>
        <translation>尚未计算敏感性</translation>
    </message>
    <message>
        <source>%1 (base %2)</source>
        <translation>%1（基准值 %2）</translation>
    </message>
    <message>
        <source>input at low end</source>
        <translation>输入取低端</translation>
    </message>
    <message>
        <source>input at high end</source>
        <translation>输入取高端</translation>
    </message>
    <message>
        <source>%1
%2: %3 at the low end, %4 at the high end (base %5)</source>
        <translation>%1
%2：低端时 %3，高端时 %4（基准 %5）</translation>
    </message>
    <message>
        <source>Hatched: an end of this range does not fit in memory.</source>
        <translation>斜线填充：此范围的一端放不进显存。</translation>
    </message>
</context>
<context>
    <name>tf::ui::WorkbookController</name>
    <message>
        <source>Token Factory workbooks (*.tfwb);;All files (*)</source>
        <translation>Token Factory 工作簿 (*.tfwb);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <source>Open Workbook</source>
        <translation>打开工作簿</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Revert to Saved</source>
        <translation>还原到已保存版本(&amp;R)</translation>
    </message>
    <message>
        <source>S&amp;napshots...</source>
        <translation>快照(&amp;N)...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1[*] - Token Factory</source>
        <translation>%1[*] - Token Factory</translation>
    </message>
    <message>
        <source>Cannot Open Workbook</source>
        <translation>无法打开工作簿</translation>
    </message>
    <message>
        <source>Untitled.tfwb</source>
        <translation>未命名.tfwb</translation>
    </message>
    <message>
        <source>Save Workbook As</source>
        <translation>工作簿另存为</translation>
    </message>
    <message>
        <source>Cannot Save Workbook</source>
        <translation>无法保存工作簿</translation>
    </message>
    <message>
        <source>Revert to Saved</source>
        <translation>还原到已保存版本</translation>
    </message>
    <message>
        <source>Discard all changes since %1 was last saved?</source>
        <translation>放弃 %1 自上次保存以来的所有更改吗？</translation>
    </message>
    <message>
        <source>Cannot Revert</source>
        <translation>无法还原</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>Save the changes to %1?</source>
        <translation>保存对 %1 的更改吗？</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>清除列表(&amp;C)</translation>
    </message>
    <message>
        <source>an untitled workbook</source>
        <translation>未命名工作簿</translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <source>Token Factory did not close properly. Recover the unsaved changes to %1 from %2?</source>
        <translation>Token Factory 上次未正常关闭。是否从 %2 恢复 %1 的未保存更改？</translation>
    </message>
    <message>
        <source>Compare with &amp;Workbook...</source>
        <translation>与工作簿比较(&amp;W)...</translation>
    </message>
    <message>
        <source>What changed between this workbook and another copy: scenarios, inputs and figures</source>
        <translation>此工作簿与另一副本之间的变化：情景、输入项与结果</translation>
    </message>
    <message>
        <source>Compare with Workbook</source>
        <translation>与工作簿比较</translation>
    </message>
    <message>
        <source>Change snapshots</source>
        <translation>更改快照</translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation>无法比较</translation>
    </message>
    <message>
        <source>Nothing was compared and the open workbook is unchanged.

%1</source>
        <translation>未进行任何比较，已打开的工作簿未作改动。

%1</translation>
    </message>
</context>
<context>
    <name>tf::ui::WorkbookDiffDialog</name>
    <message>
        <source>Custom hardware “%1” added</source>
        <translation>新增自定义硬件“%1”</translation>
    </message>
    <message>
        <source>Custom hardware “%1” removed</source>
        <translation>移除自定义硬件“%1”</translation>
    </message>
    <message>
        <source>Custom hardware “%1” redefined</source>
        <translation>自定义硬件“%1”的定义已更改</translation>
    </message>
    <message>
        <source>Custom model “%1” added</source>
        <translation>新增自定义模型“%1”</translation>
    </message>
    <message>
        <source>Custom model “%1” removed</source>
        <translation>移除自定义模型“%1”</translation>
    </message>
    <message>
        <source>Custom model “%1” redefined</source>
        <translation>自定义模型“%1”的定义已更改</translation>
    </message>
    <message>
        <source>Calibration profile “%1” added</source>
        <translation>新增校准配置档“%1”</translation>
    </message>
    <message>
        <source>Calibration profile “%1” removed</source>
        <translation>移除校准配置档“%1”</translation>
    </message>
    <message>
        <source>Calibration profile “%1” redefined</source>
        <translation>校准配置档“%1”的定义已更改</translation>
    </message>
    <message>
        <source>Compare workbooks</source>
        <translation>比较工作簿</translation>
    </message>
    <message>
        <source>Mine: %1</source>
        <translation>我方：%1</translation>
    </message>
    <message>
        <source>Theirs: %1</source>
        <translation>对方：%1</translation>
    </message>
    <message>
        <source>Each workbook&apos;s figures are computed with its own hardware and models, at its own service level. Nothing in either file was changed.</source>
        <translation>每个工作簿的结果均按其自身的硬件、模型和服务等级计算。两个文件均未作任何改动。</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>导出 PDF(&amp;P)…</translation>
    </message>
    <message>
        <source>The two workbooks hold the same scenarios, inputs and figures</source>
        <translation>两个工作簿的情景、输入项与结果完全相同</translation>
    </message>
    <message>
        <source>Scenarios only in theirs (added)</source>
        <translation>仅对方有的情景（新增）</translation>
    </message>
    <message>
        <source>added</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Scenarios only in mine (removed)</source>
        <translation>仅我方有的情景（移除）</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Hardware and models the figures rest on</source>
        <translation>结果所依据的硬件与模型</translation>
    </message>
    <message>
        <source>Workbook</source>
        <translation>工作簿</translation>
    </message>
    <message>
        <source>Workbook notes changed</source>
        <translation>工作簿备注已更改</translation>
    </message>
    <message>
        <source>Service level changed</source>
        <translation>服务等级已更改</translation>
    </message>
    <message>
        <source>Snapshots: %1 added, %2 removed</source>
        <translation>快照：新增 %1 个，移除 %2 个</translation>
    </message>
    <message>
        <source>Changed: %1</source>
        <translation>已更改：%1</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>输入项</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Figures not compared: %1</source>
        <translation>结果未比较：%1</translation>
    </message>
    <message>
        <source>Notes changed</source>
        <translation>备注已更改</translation>
    </message>
    <message>
        <source>Baseline flag changed</source>
        <translation>基准标记已更改</translation>
    </message>
    <message>
        <source>What changed between two workbooks</source>
        <translation>两个工作簿之间的变化</translation>
    </message>
    <message>
        <source>Mine: %1 — theirs: %2</source>
        <translation>我方：%1 — 对方：%2</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>我方</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>对方</translation>
    </message>
    <message>
        <source>Each workbook&apos;s figures are computed with its own hardware and models, at its own service level.</source>
        <translation>每个工作簿的结果均按其自身的硬件、模型和服务等级计算。</translation>
    </message>
    <message>
        <source>Export comparison as PDF</source>
        <translation>将比较结果导出为 PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>The PDF was not written.

%1</source>
        <translation>未写入 PDF。

%1</translation>
    </message>
</context>
<context>
    <name>tf::ui::WorkloadPresetBox</name>
    <message>
        <source>Your own workload</source>
        <translation>自定义工作负载</translation>
    </message>
    <message>
        <source>Sets the objectives: TTFT %1 ms, %2 tok/s/user, fluctuation %3%</source>
        <translation>设定目标：首Token时延 %1 ms，%2 tok/s/用户，波动 %3%</translation>
    </message>
    <message>
        <source>Prompt and output lengths are your own values, from no preset.</source>
        <translation>提示词与输出长度为自定义值，未使用预设。</translation>
    </message>
    <message>
        <source>Apply workload preset</source>
        <translation>应用工作负载预设</translation>
    </message>
    <message>
        <source>%1 in / %2 out, %3% cached</source>
        <translation>输入 %1 / 输出 %2，缓存 %3%</translation>
    </message>
    <message>
        <source>%1 in / %2 out</source>
        <translation>输入 %1 / 输出 %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>tf::ui::chartstyle</name>
    <message>
        <source>%1 (base)</source>
        <translation>%1（基准）</translation>
    </message>
    <message>
        <source>Does not fit in GPU memory (batch %1 &gt; max %2)</source>
        <translation>超出GPU显存（批大小 %1 &gt; 最大值 %2）</translation>
    </message>
    <message>
        <source>Over the scheduler cap (batch %1 &gt; max %2)</source>
        <translation>超出调度上限（批大小 %1 &gt; 最大值 %2）</translation>
    </message>
    <message>
        <source>Batch %1, TP %2 / EP %3 (%4 GPUs)</source>
        <translation>批大小 %1，TP %2 / EP %3（%4 块GPU）</translation>
    </message>
    <message>
        <source>Interactivity: %1 tok/s/user</source>
        <translation>交互性：%1 tok/s/用户</translation>
    </message>
    <message>
        <source>Throughput: %1 tok/s/GPU total, %2 output</source>
        <translation>吞吐量：总计 %1 tok/s/GPU，输出 %2</translation>
    </message>
    <message>
        <source>TTFT: %1 ms</source>
        <translation>首Token时延：%1 ms</translation>
    </message>
    <message>
        <source>Cost: %1 per Mtok output, %2 per Mtok total</source>
        <translation>成本：每Mtok输出 %1，每Mtok总计 %2</translation>
    </message>
    <message>
        <source>Energy: %1 tok/s/MW, %2 tok/J (total tokens)</source>
        <translation>能效：%1 tok/s/MW，%2 tok/J（全部Token）</translation>
    </message>
    <message>
        <source>Tier: %1%2</source>
        <translation>层级：%1%2</translation>
    </message>
    <message>
        <source>, misses SLO</source>
        <translation>，未满足 SLO</translation>
    </message>
    <message>
        <source>Measured (%1)</source>
        <translation>实测（%1）</translation>
    </message>
    <message>
        <source>Measured: %1 tok/s/GPU total</source>
        <translation>实测：总计 %1 tok/s/GPU</translation>
    </message>
    <message>
        <source>Model: %1 tok/s/GPU total</source>
        <translation>模型：总计 %1 tok/s/GPU</translation>
    </message>
    <message>
        <source>Model error: %1</source>
        <translation>模型误差：%1</translation>
    </message>
    <message>
        <source>Model: no prediction at this point</source>
        <translation>模型：此点无预测值</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>未达到</translation>
    </message>
    <message>
        <source>invalid inputs</source>
        <translation>输入无效</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>显存不足</translation>
    </message>
    <message>
        <source>%1 (interactive also needs TTFT &lt; %2 ms)</source>
        <translation>%1（高端交互还要求 TTFT &lt; %2 ms）</translation>
    </message>
</context>
<context>
    <name>CatalogNames</name>
    <message>
        <source>All-in power per GPU</source>
        <translation>每GPU全功耗</translation>
    </message>
    <message>
        <source>Capex per GPU</source>
        <translation>每GPU资本支出</translation>
    </message>
    <message>
        <source>Dense TFLOPS by precision</source>
        <translation>各精度稠密算力（TFLOPS）</translation>
    </message>
    <message>
        <source>HBM capacity</source>
        <translation>HBM容量</translation>
    </message>
    <message>
        <source>Usable HBM</source>
        <translation>可用HBM</translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation>HBM带宽</translation>
    </message>
    <message>
        <source>Idle power</source>
        <translation>空闲功耗</translation>
    </message>
    <message>
        <source>Board power (TDP)</source>
        <translation>板卡功耗（TDP）</translation>
    </message>
    <message>
        <source>Owning cost per GPU-hour</source>
        <translation>每GPU小时自有成本</translation>
    </message>
    <message>
        <source>Rental price per GPU-hour</source>
        <translation>每GPU小时租赁价格</translation>
    </message>
    <message>
        <source>Scale-out bandwidth</source>
        <translation>横向扩展带宽</translation>
    </message>
    <message>
        <source>Scale-out latency</source>
        <translation>横向扩展时延</translation>
    </message>
    <message>
        <source>Scale-up bandwidth</source>
        <translation>纵向扩展带宽</translation>
    </message>
    <message>
        <source>GPUs in the scale-up domain</source>
        <translation>纵向扩展域GPU数</translation>
    </message>
    <message>
        <source>All-reduce bus efficiency</source>
        <translation>All-reduce总线效率</translation>
    </message>
    <message>
        <source>Attention math efficiency</source>
        <translation>注意力计算效率</translation>
    </message>
    <message>
        <source>BF16 GEMM efficiency</source>
        <translation>BF16 GEMM效率</translation>
    </message>
    <message>
        <source>FP8/FP4 GEMM efficiency</source>
        <translation>FP8/FP4 GEMM效率</translation>
    </message>
    <message>
        <source>HBM streaming efficiency</source>
        <translation>HBM流式读取效率</translation>
    </message>
    <message>
        <source>KV-cache read efficiency</source>
        <translation>KV缓存读取效率</translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation>激活参数量</translation>
    </message>
    <message>
        <source>Total parameters</source>
        <translation>总参数量</translation>
    </message>
    <message>
        <source>Layers, heads and experts</source>
        <translation>层数、注意力头与专家</translation>
    </message>
    <message>
        <source>Index heads of the sparse attention</source>
        <translation>稀疏注意力索引头数</translation>
    </message>
    <message>
        <source>Index key size</source>
        <translation>索引键维度</translation>
    </message>
    <message>
        <source>Index query split over TP</source>
        <translation>索引查询按TP切分</translation>
    </message>
    <message>
        <source>Longest context</source>
        <translation>最长上下文</translation>
    </message>
    <message>
        <source>Native precision</source>
        <translation>原生精度</translation>
    </message>
    <message>
        <source>Attention quantized</source>
        <translation>注意力量化</translation>
    </message>
    <message>
        <source>Dense FFN quantized</source>
        <translation>稠密FFN量化</translation>
    </message>
    <message>
        <source>Sliding-window attention</source>
        <translation>滑动窗口注意力</translation>
    </message>
    <message>
        <source>Sparse attention</source>
        <translation>稀疏注意力</translation>
    </message>
    <message>
        <source>Draft acceptance</source>
        <translation>草稿接受率</translation>
    </message>
    <message>
        <source>Draft acceptance decay</source>
        <translation>草稿接受率衰减</translation>
    </message>
    <message>
        <source>Draft head layers</source>
        <translation>草稿头层数</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>共享嵌入</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source> (per GPU)</source>
        <translation>（每GPU）</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Chat</source>
        <translation>聊天</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Summarisation</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Agentic, long input</source>
        <translation>智能体，长输入</translation>
    </message>
    <message>
        <source>Code completion (goodput example)</source>
        <translation>代码补全（有效吞吐示例）</translation>
    </message>
    <message>
        <source>InferenceX owning cost, hyperscaler</source>
        <translation>InferenceX 自有成本，超大规模云厂商</translation>
    </message>
    <message>
        <source>InferenceX owning cost, neocloud giant</source>
        <translation>InferenceX 自有成本，大型新兴云</translation>
    </message>
    <message>
        <source>InferenceX 3-year rental</source>
        <translation>InferenceX 三年期租赁</translation>
    </message>
    <message>
        <source>Neocloud on-demand list prices</source>
        <translation>新兴云按需标价</translation>
    </message>
</context>
<context>
    <name>tf::ui::Parallelism</name>
    <message>
        <source>TP %1 / EP %2</source>
        <translation>TP %1 / EP %2</translation>
    </message>
    <message>
        <source>%1 / PP %2</source>
        <translation>%1 / PP %2</translation>
    </message>
    <message>
        <source>%1, batch %2, %3</source>
        <translation>%1，批大小 %2，%3</translation>
    </message>
</context>
<context>
    <name>tf::ui::PlanningRulesPanel</name>
    <message>
        <source>Rack-scale systems at least 80% of the fleet</source>
        <translation>机架规模系统占比至少 80%</translation>
    </message>
    <message>
        <source>Prefill:decode GPUs 1:3</source>
        <translation>预填充:解码 GPU = 1:3</translation>
    </message>
    <message>
        <source>Batch size at least 64</source>
        <translation>批处理大小至少 64</translation>
    </message>
    <message>
        <source>FP4/FP8 mixed precision</source>
        <translation>使用 FP4/FP8 混合精度</translation>
    </message>
    <message>
        <source>8-GPU systems at least 60% of the fleet</source>
        <translation>八路 GPU 系统占比至少 60%</translation>
    </message>
    <message>
        <source>30% compute headroom for peaks</source>
        <translation>预留 30% 计算余量应对峰值</translation>
    </message>
    <message>
        <source>Dynamic batching off</source>
        <translation>禁用动态批处理</translation>
    </message>
    <message>
        <source>FP8 precision</source>
        <translation>坚持 FP8 精度</translation>
    </message>
    <message>
        <source>%1% (%2-GPU scale-up domain)</source>
        <translation>%1%（%2 GPU 纵向扩展域）</translation>
    </message>
    <message>
        <source>aggregated serving: no separate pools</source>
        <translation>聚合部署：没有单独的资源池</translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>批大小 %1</translation>
    </message>
    <message>
        <source>%1% free (utilisation %2%)</source>
        <translation>空闲 %1%（利用率 %2%）</translation>
    </message>
    <message>
        <source>met</source>
        <translation>满足</translation>
    </message>
    <message>
        <source>not met</source>
        <translation>未满足</translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>From the token-economics article, section 5.1 (机架规划黄金法则), which states them from deployment experience without evidence: checks beside the model, not part of it. A scenario is one kind of system, so its share of the fleet reads 100% or 0%; its utilisation stands for the compute kept free; a disaggregated scenario&apos;s pools are the model&apos;s rate-matched ones.</source>
        <translation>出自Token经济学文章第 5.1 节（机架规划黄金法则），文章依据部署经验给出这些法则，未附证据：它们是模型之外的核对项，不属于模型。一个情景只有一种系统，因此其机群占比为 100% 或 0%；以利用率代表保留的计算余量；分离式部署情景的资源池取模型按请求率匹配的结果。</translation>
    </message>
    <message>
        <source>Unknown hardware.</source>
        <translation>未知硬件。</translation>
    </message>
    <message>
        <source>The scenario&apos;s batch does not fit: no point to check the rules at.</source>
        <translation>该情景的批大小放不下：没有可用于核对法则的工作点。</translation>
    </message>
    <message>
        <source>low-latency</source>
        <translation>低延迟</translation>
    </message>
    <message>
        <source>high-throughput</source>
        <translation>高吞吐</translation>
    </message>
    <message>
        <source>High throughput (content-generation farms)</source>
        <translation>高吞吐场景（如内容生成农场）</translation>
    </message>
    <message>
        <source>Low latency (real-time assistants)</source>
        <translation>低延迟场景（如实时助手）</translation>
    </message>
    <message>
        <source>continuous batching (static batching is not modelled)</source>
        <translation>连续批处理（模型未涵盖静态批处理）</translation>
    </message>
    <message>
        <source>needs 1:%1; 1:3 idles %2% of the GPUs in prefill</source>
        <translation>需要 1:%1；按 1:3 配置会有 %2% 的 GPU 在预填充中闲置</translation>
    </message>
    <message>
        <source>needs 1:%1; 1:3 idles %2% of the GPUs in decode</source>
        <translation>需要 1:%1；按 1:3 配置会有 %2% 的 GPU 在解码中闲置（等待提示词）</translation>
    </message>
    <message>
        <source>At batch %1 this point reads %2 tok/s/user with a first token in %3 ms: the %4 tier, so the %5 rules apply (the interactive tier takes the low-latency rules, the batch and balanced tiers the high-throughput ones).</source>
        <translation>批大小为 %1 时，该工作点为 %2 tok/s/用户，首 Token 用时 %3 ms：属于%4层级，因此适用%5法则（高端交互层级适用低延迟法则，批量与适中层级适用高吞吐法则）。</translation>
    </message>
    <message>
        <source>the article: “%1”</source>
        <translation>原文：“%1”</translation>
    </message>
</context>
</TS>

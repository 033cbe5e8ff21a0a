<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>tf::core::SourceArticle</name>
    <message>
        <source>飞象网, republishing NVIDIA&apos;s analysis with SemiAnalysis InferenceX v2 data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by 三道杠林同学 (no publisher named)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the H200 vs GB300 NVL72 comparison, its cost and tok/s/MW figures and the inference iceberg (FLOPS per dollar above the water, cost per token below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the token tiers (batch, balanced, interactive), the rule of thumb for sizing disaggregated prefill and decode pools, the rack-planning rules for high-throughput and low-latency racks, and the DVFS energy claim</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::format</name>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::core::Knob</name>
    <message>
        <source>Share of HBM usable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserved memory per GPU, GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV share of memory left after weights (0 = share of all HBM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most sequences one instance schedules at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheduler multiplier on prefill time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps between a prompt&apos;s first token and its delivery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefill chunks share decode steps (1) or run alone (0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable prefill-pool capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable decode-pool capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefill to decode KV bandwidth, GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Achieved fraction of peak HBM bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Achieved HBM fraction reading the KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed cost per kernel, us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernels launched per layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asymptotic GEMM fraction of BF16 peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asymptotic GEMM fraction of FP8/FP4 peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens at half GEMM efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode attention floor, us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per sequence x KV head attention cost, ns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention math fraction of peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework cost per layer per step, us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework cost per step, us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework cost per sequence, us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce latency floor, us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce fraction of link bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all latency floor, us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all fraction of link bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of communication hidden by compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed cost per MoE layer, us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert columns per GPU at half grouped-GEMM efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed cost per sparse-attention layer, us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routing skew exponent (1 = uniform)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busiest EP rank over mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grouped expert GEMMs relative to dense GEMMs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefill share of the GPU&apos;s GEMM ceiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of its answer a running sequence holds in KV memory</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>input alone pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost, output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/Mtok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost, all tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput, output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput, total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interactivity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First token (TTFT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy: per MW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/MW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy: per joule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/J</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense PFLOPS per $/GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch / max batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>Token tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owned (built up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>given price per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disaggregated prefill/decode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aggregated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token Factory report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (baseline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario cannot be evaluated:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not reached by any configuration: at most %1 tok/s/user; the figures below are that closest configuration&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goodput (meets every SLO)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revenue, all tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Margin per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/GPU-h (%1%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even output price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per GPU: NPV %1 at %2% cost of capital, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>payback in month %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no payback within the useful life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Present value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owning over the years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capex in year 0; each year the productive hours (8,760 × utilisation) earn the token prices and draw power; facility and other costs run every hour; the residual value returns at the end of the life.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Margin, all tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What moves the baseline&apos;s cost: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per million output tokens with each input over the range named beside it (20% below and above its value unless the input has a range of its own), the others held; hatched: an end does not fit in memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per Mtok output ($)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Above and below the waterline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What buyers compare, what decides the cost of a token, and what moves it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; against %2: cost per million tokens (input + output) &lt;b&gt;%3&lt;/b&gt;, tokens per second per MW &lt;b&gt;%4&lt;/b&gt;, while dense PFLOPS per $/GPU-h is %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; against %2: no cost or tokens-per-MW ratio at this service level (%3); dense PFLOPS per $/GPU-h is %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input / output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-in power per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rented</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far to trust these figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be evaluated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workbook notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile %1 is uncalibrated (documented priors, no measurements); treat the figures as estimates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile %1 is the workbook&apos;s own, not the built-in calibration: its figures are not the shipped measurements&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile %1, median error %2% on held-out measurements (%3 points fitted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile %1, median error %2% on its %3 fitted points (none held out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile %1 runs on documented priors (its fit did no better on held-out measurements); median error %2% on its %3 measured points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile %1 is uncalibrated (documented priors, no measurements); where the calibration measured, the priors were off by a median %2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; measured on %1, not on %2, which held out was off by %3%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; measured on %1, not on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 · baseline %2 · %n scenario(s)</source>
        <translation>
            <numerusform>%1 · baseline %2 · %n scenario</numerusform>
            <numerusform>%1 · baseline %2 · %n scenarios</numerusform>
        </translation>
    </message>
    <message>
        <source>Board summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workbook notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in full on the notes pages at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog figures used (cited in full on the sources pages):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board summary (continued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 node (more when the model fits no single node)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weights do not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost-per-token article: “%1” (%2), %3: GB300 NVL72 FP4 against H200 FP8 serving DeepSeek-R1 at $2.65 and $1.41 per GPU-hour (6,000 against 90 tok/s/GPU, $0.12 against $4.20 per Mtok). The article states no workload or interactivity; it is read here at 1k/1k tokens and 50 tok/s/user.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source articles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, owned (built up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per Mtok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per GPU-h (%1%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per GPU-h (no revenue)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per Mtok total ($)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per million tokens (input + output) with each input over the range named beside it (20% below and above its value unless the input has a range of its own), the others held; hatched: an end does not fit in memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” (%2), %3, %4: %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch %1, %2 tok/s/user, TTFT %3 ms: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token-economics article&apos;s rack-planning rules (section 5.1) against each scenario at the configuration shown. An interactive point takes the low-latency rules, a batch or balanced one the high-throughput rules: those verdicts are in bold. The article states the rules from deployment experience; they are checks beside the model, not part of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; against %2: cost per million output tokens &lt;b&gt;%3&lt;/b&gt;, output tokens per second per MW &lt;b&gt;%4&lt;/b&gt;, while dense PFLOPS per $/GPU-h is %5.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>What-if explorer for the economics of AI inference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the main window to FILE (PNG) and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark output as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slider events in the benchmark (default 200).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User interface language, e.g. zh_CN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the PDF report of the workbook (or the default scenarios) to FILE and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workbook to open for exports and screenshots.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workbook to open (or the output file of --export-chart).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start in presentation mode (full screen, large type).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service level of the benchmark: operating-point, equal-interactivity, best-under-slo or all (default all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare at MODE for screenshots and exports: operating-point, equal-interactivity (50 tok/s/user) or best-under-slo (TTFT 2 s, 50 tok/s/user).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a slider with several scenarios overlaid and print event-to-repaint times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios overlaid in the benchmark (default 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the spreadsheet (.xlsx, live formulas) of the workbook (or the default scenarios) to FILE and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write one chart (pareto, cost, breakdown, energy or iceberg) to the FILE given after the options (.png, .svg or .pdf) and exit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::core::AnalysisMetric</name>
    <message>
        <source>Cost per Mtok output ($)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per Mtok total ($)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interactivity (tok/s/user)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output tok/s per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total tok/s per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per productive GPU-hour ($)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total tok/s per MW</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::core::InputField</name>
    <message>
        <source>Input tokens (ISL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output tokens (OSL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch (concurrent sequences)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefill tensor parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speculative draft tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft acceptance (first token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capex per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Useful life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of capital</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-in power per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other opex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interactivity objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Efficiency scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%/year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/kW-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price of one productive GPU-hour (a rental price includes power).&lt;br&gt;Cost per Mtok = $/GPU-h ÷ (tok/s/GPU × 3600) × 10⁶.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facility power per GPU: board, host share, network and cooling.&lt;br&gt;tok/s/MW = tok/s/GPU × 1000 ÷ kW; tok/J = tok/s/GPU ÷ W.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrent sequences per serving instance. Larger batches share each weight read (more tok/s/GPU) but slow every user (fewer tok/s/user).&lt;br&gt;Capacity = (usable HBM − weights − reserves) ÷ KV bytes a running sequence holds: ISL + OSL where the framework reserves the whole answer (TensorRT-LLM), ISL + about OSL/2 where its KV grows as tokens are generated (vLLM, SGLang).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power usage effectiveness; multiplies the all-in kW. Keep 1.0 when the all-in figure already includes cooling (InferenceX basis).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price of energy; counts in the owned build-up only (a rental price includes power).&lt;br&gt;Power $/GPU-h = kW × PUE × $/kWh, not ÷ utilisation: an idle GPU draws little, and its idle draw is in the all-in kW.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt length per request. Sets prefill work and TTFT, and the KV cache each sequence holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens generated per request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP: GPUs sharing each attention layer; two all-reduces per layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP: GPUs sharing the experts (MoE only); EP &gt; TP means data-parallel attention. Dispatch and combine are all-to-alls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP of one prefill instance (disaggregated serving).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft tokens per step (MTP/EAGLE); 0 = off. Accepted tokens per step = 1 + Σ a·d^(i−1); the verify pass costs B·(γ+1) tokens, so the gain shrinks at large batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probability that the first draft token is accepted; later drafts decay by the model&apos;s factor. A negative value uses the model&apos;s catalog figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase price per GPU including its share of the server; spread over the useful life as an annuity at the cost of capital.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Years over which capex is spread (annuity).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annual rate applied to capex: what the money that buys the GPUs costs.&lt;br&gt;&lt;i&gt;Default: 10%, the effective rate of CoreWeave&apos;s 2030 senior notes; its GPU-backed term loans ran at 11% and 15%, its equipment financing at 9-10% (CoreWeave 10-Q, June 30, 2025, note 10, sec.gov/Archives/edgar/data/1769628/000114036125032095/R41.htm). A hyperscaler borrows for less.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the GPU sells for at the end of its useful life. Only capex less the residual&apos;s present value is repaid: yearly = (capex − residual ÷ (1 + r)^life) × r ÷ (1 − (1 + r)^−life).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of paid-for hours doing paid work, rented or owned: idle hours are paid for too, so every cost per GPU-hour is divided by it. 100% = every hour sold (on-demand rental billed by the hour).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colocation or space charge per kW of all-in power, each month.&lt;br&gt;&lt;i&gt;Default: $184, CBRE&apos;s average asking rate for 250-500 kW of wholesale colocation across North American primary markets, H2 2024 (cbre.com/insights/reports/north-america-data-center-trends-h2-2024). CBRE quotes it per kW of IT load; charged here on all-in power, it also counts cooling&apos;s share.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software, staff, network not counted above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input token price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/Mtok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a million input tokens that miss the prefix cache sell for.&lt;br&gt;Revenue $/GPU-h = 3600 × (input tok/s × blended input price + output tok/s × output price) ÷ 10⁶.&lt;br&gt;&lt;i&gt;Default: DeepSeek API list price for DeepSeek-R1 (deepseek-reasoner), $0.55 per Mtok on a cache miss, listed February 2025, api-docs.deepseek.com/quick_start/pricing-details-usd&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cached input token price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a million input tokens served from the prefix cache sell for.&lt;br&gt;&lt;i&gt;Default: DeepSeek API list price for DeepSeek-R1, $0.14 per Mtok on a cache hit, February 2025, api-docs.deepseek.com/quick_start/pricing&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output token price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a million generated tokens sell for. The break-even output price is the one at which revenue pays the GPU-hour: (cost $/GPU-h × 10⁶ ÷ 3600 − input tok/s × blended input price) ÷ output tok/s.&lt;br&gt;&lt;i&gt;Default: DeepSeek API list price for DeepSeek-R1, $2.19 per Mtok, listed February 2025, api-docs.deepseek.com/quick_start/pricing-details-usd&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cached input share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of input tokens billed at the cached price. Blended input price = (1 − share) × input price + share × cached price. It prices the tokens only: prefill work is modelled as if every input token were computed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum tok/s per user; 0 = none. tok/s/user = 1000 ÷ TPOT (ms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scales the achieved bandwidth and compute fractions of the calibrated profile (1 = as calibrated).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W/GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board power limit per GPU (nvidia-smi -pl); 0 = none. Under the cap the SM clock falls to f = √((cap − idle) ÷ (TDP − idle)) (dynamic power ∝ f²): math slows by f, HBM streams do not, so memory-bound decode barely slows while prefill slows almost linearly. The all-in power per GPU falls by TDP − cap; the clock stops at 20% of maximum, so a cap below the board&apos;s draw there saves only down to that draw.&lt;br&gt;&lt;i&gt;Checked against MLPerf Inference v4.1 H200 MaxQ (500 W): Mixtral 8x7B offline 48,988 vs 59,022 tok/s at 700 W.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix-cache hit rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of each prompt found in the prefix cache (shared system prompt, earlier turns, KV-aware routing): those tokens need no prefill. Prefill linear work × (1 − h), causal attention × (1 − h²) (new tokens still attend to the cached ones); the KV cache a sequence holds is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV offload memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB/GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host (CPU) memory per GPU that holds KV cache beyond HBM; 0 = no offload. It raises the batch a long context can hold; every decode step streams the KV beyond HBM over the host link: extra time = max(0, KV of the batch − free HBM) ÷ link bandwidth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV offload link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host link bandwidth per GPU, one direction, for KV offload. PCIe 5.0 x16: 64 GB/s (PCI-SIG); Grace NVLink-C2C: 450 GB/s (NVIDIA Grace Hopper datasheet).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PP: pipeline stages, each a TP × EP group (usually one node) holding 1/PP of the layers. Weights and KV per GPU ÷ PP; the batch runs as PP micro-batches, so a token passes every stage: TPOT = step(B ÷ PP) + (PP − 1) × (scale-out latency + activations ÷ scale-out bandwidth).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes the search may span</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-up domains (8-GPU servers on HGX) a sweep may spread one instance over, with expert parallelism or pipeline stages across the scale-out network; it keeps a layout where it is cheaper. 1 = one node, but a model that fits no single node is still tried on the fewest nodes that hold it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers kept at FP8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP4 runs only: share of the quantised weights kept at FP8 (attention or quality-sensitive layers). Weight bytes = s × FP8 + (1 − s) × FP4; math time = s × FP8 time + (1 − s) × FP4 time. Whether the quality loss of FP4 is acceptable must be checked on your own evaluation set: the model cannot tell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Percentile of the objectives (0 = mean)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT fluctuation objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest allowed fluctuation of the time per output token; 0 = none. Fluctuation = P99 TPOT ÷ P50 TPOT − 1 (the token-economics article&apos;s code-completion example asks &lt; 15%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Percentile at which the TTFT and interactivity objectives must hold; 0 = the mean. P90 or P99 TPOT and TTFT come from the spread of step times under continuous batching (prefill chunks riding in decode steps, batch churn) and from queueing. Held out against InferenceX&apos;s P99 TPOT (DeepSeek-R1, H200) the modelled spread is 3-9 points too narrow, so a percentile objective is lenient by up to that much.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token the service promises; 0 = none. TTFT = queueing + prefill (+ first decode step, + KV transfer when disaggregated) + 10 ms the serving front end adds (HTTP, API server, first streamed chunk).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::core::Warning</name>
    <message>
        <source>Does not fit: the weights need %1 GB per GPU; raise TP/EP or lower the precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit: batch %1 exceeds the memory limit of %2 sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over the scheduler cap: batch %1 exceeds the %2 sequences the framework runs at once (memory holds more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncalibrated: no measurements for %1 with %2; documented priors used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is weight-only on %2 (math runs at %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-in power %1 kW per GPU is below the board TDP of %2 kW: the facility cannot feed the GPU at full load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outside SLO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed precision: %1% of the quantised weights at FP8, the rest at FP4; speed and memory are modelled, quality is not: check it on your own evaluation set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers kept at FP8 apply to FP4 runs only; at %1 they change nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cap %1 W: SM clock at %2% of maximum, all-in power %3 kW per GPU lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the cap is below what the board draws at its lowest clock, so it draws %1 W, not the cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV offload: %1 GB of KV per GPU held in host memory, streamed over the host link every step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cached input price (%1/Mtok) is above the input price (%2/Mtok): a cache hit is sold at a discount, so the revenue reads high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a whole number, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 is outside its range %3 to %4 %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-node: %1 GPUs per instance span scale-up domains of %2. Cross-node costs are checked against nccl-tests and DeepEP only, and a published two-node DeepSeek-R1 run decodes 1.5–1.7× slower than modelled: treat the figures as an upper bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-parallel attention (EP %2 over TP %1): the model charges each prompt&apos;s routed experts to its own %1-GPU group, not to the %2 GPUs that hold them, so the prefill time and TTFT shown read high and the throughput low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit: one sequence of ISL + OSL needs %1 GB of KV cache per GPU, more than the %2 GB left for it; shorten it or raise TP/EP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ISL + OSL = %1 tokens is beyond %2&apos;s context of %3 tokens: no server takes such a request</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::BreakdownChart</name>
    <message>
        <source>GPU-hour price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cost: the operating point does not fit in GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 per Mtok (%3 per GPU-hour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total: %1 per Mtok at %2 tok/s/GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost breakdown at the operating point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$ per million tokens (input + output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$ per million output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost breakdown %1</source>
        <comment>the level caption, e.g. at 50 tok/s/user</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/Mtok (in + out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/Mtok (output)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::ChartWidget</name>
    <message>
        <source>Batch tier: &lt; %1 tok/s/user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balanced tier: %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interactive tier: &gt; %1, TTFT &lt; %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::ComparisonTableModel</name>
    <message>
        <source>The scenario&apos;s batch does not fit in memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario&apos;s batch is over the framework scheduler&apos;s cap; the memory would hold it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weights do not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/GPU (total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/GPU (output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/MW (total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/MW (output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/Mtok output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/Mtok total (in + out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max batch (memory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of one productive GPU-hour (rented price, or the owned build-up).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/GPU × 1000 ÷ all-in kW per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (baseline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disaggregated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aggregated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 + 1 draft token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 + %2 draft tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reached (max %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP / EP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goodput (tok/s/GPU, total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goodput (tok/s/GPU, output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The configuration shown: the scenario&apos;s own, or the one chosen for the service level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per second per GPU at the configuration shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/GPU (total or output tokens, as the toolbar counts them) counted only when the point meets every SLO in force (the scenario&apos;s own and the comparison&apos;s service level).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published in the cost-per-token article (NVIDIA&apos;s analysis of SemiAnalysis InferenceX v2 data): GB300 NVL72 ÷ H200 on DeepSeek-R1 at $2.65 and $1.41 per GPU-hour. Shown only while this comparison reads the pair as Token Factory reads the article: at those prices, 1k/1k tokens and equal interactivity at 50 tok/s/user (the article states no workload or interactivity). Where the ratios differ, the scenarios&apos; serving recipes and calibration are not the article&apos;s runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario ÷ baseline, at the service level shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — not reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> + %1 draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost-per-token
article</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
÷ %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · batch %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense PFLOPS per $/GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revenue $/Mtok (in + out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Margin $/GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even output $/Mtok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the tokens sell for at the scenario&apos;s input, cached-input and output prices, per million tokens read or written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(Revenue − cost) per productive GPU-hour × utilisation: per GPU-hour paid, idle hours included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output price at which revenue pays the GPU-hour, the input tokens sold at their prices: (cost $/GPU-h × 10⁶ ÷ 3600 − input tok/s × input price) ÷ output tok/s; &quot;input alone pays&quot; when the input tokens already cover the hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input alone pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reached (min %1 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for %2 ÷ %3: %4 ÷ %5. A ratio of one half or below is written 1/x: “1/35.7” is a 35.7th.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the cost-per-token article (“%1”) publishes it: GB300 NVL72 FP4 against H200 FP8 serving DeepSeek-R1 at $2.65 and $1.41 per GPU-hour: 6,000 against 90 tok/s/GPU, 2.8M against 54K tok/s/MW, $0.12 against $4.20 per Mtok. The article states no workload or interactivity; it is read here at 1k/1k tokens and 50 tok/s/user, where this model&apos;s ratios match it and its own figures are higher. The column beside it is this model&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense peak PFLOPS at the precision the math runs at, per $/GPU-hour paid. The cost-per-token article&apos;s 2.8 for H200 counts its sparse FP8 peak (3.96 PF ÷ $1.41) and its 5.6 for GB300 the dense FP4 peak (15 PF ÷ $2.65), so its &quot;2x&quot; is about 4x on dense peaks alike, as this row reads them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/GPU-h ÷ (input + output tok/s/GPU × 3600) × 10⁶.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/GPU-h ÷ (output tok/s/GPU × 3600) × 10⁶: the GPU-hour charged to the output tokens alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 owned</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::CostChart</name>
    <message>
        <source>Monte Carlo $/Mtok output: P10 %1, P50 %2, P90 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interactivity (tok/s/user)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/Mtok (output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/Mtok (in + out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per Mtok vs interactivity</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::DisaggPanel</name>
    <message>
        <source> req/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tok/s/user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario&apos;s objective or batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interactivity objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs = ⌈request rate × mean phase time ÷ target utilisation⌉ per phase; one request per GPU at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate-matched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule of thumb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token-economics article&apos;s sizing rule for each phase&apos;s pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln GPU</numerusform>
            <numerusform>%Ln GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln × %1-GPU instance(s)</source>
        <translation>
            <numerusform>%Ln × %1-GPU instance</numerusform>
            <numerusform>%Ln × %1-GPU instances</numerusform>
        </translation>
    </message>
    <message>
        <source>Prefill: &lt;b&gt;%1&lt;/b&gt; (%2 GPU-s per request)&lt;br&gt;Decode: &lt;b&gt;%3&lt;/b&gt; (%4 GPU-s per request)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefill: &lt;b&gt;%1&lt;/b&gt; = %2 at %3 req/s each&lt;br&gt;Decode: &lt;b&gt;%4&lt;/b&gt; = %5 at %6 req/s each&lt;br&gt;Decode batch %7 at %8 tok/s/user, TTFT %9 ms; prefill : decode = %10</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::DistributionChart</name>
    <message>
        <source>No samples yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P90</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::DocumentModel</name>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reorder scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import hardware and models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change service level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore snapshot “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit workbook notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit scenario notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A scenario needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another scenario is already called “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” holds control characters, invisible characters or direction overrides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another scenario is called “%1”, which reads the same.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::EnergyChart</name>
    <message>
        <source>Facility power: %1 kW per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy efficiency at the operating point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per joule (tok/J, %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tok/s/MW · %2 tok/J</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy efficiency %1</source>
        <comment>the level caption, e.g. at 50 tok/s/user</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s per facility MW (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · capped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board power: %1 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cap: SM clock at %1% of maximum; all-in power %2 kW lower per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tok/J</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/MW (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/J (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::ExportActions</name>
    <message>
        <source>Chart: %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Report (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All &amp;points (CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison &amp;table (CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;chart as image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy comparison &amp;table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not export to %1.

%2

Any existing file was left unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image, 2× for slides (*.png);;SVG vector (*.svg);;PDF vector (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export comparison table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied “%1” to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the comparison table (paste into a spreadsheet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Spreadsheet (.xlsx)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::FleetPanel</name>
    <message>
        <source> MW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no power limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> M$</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no capex limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tok/s/user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario&apos;s batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> $/Mtok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capex budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target interactivity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selling price (output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;Revenue %1 a month, margin %2 (%3%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;Payback of %1 capex in %2 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scenario&apos;s token prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One price for every output token instead of the scenario&apos;s input, cached-input and output prices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> requests/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>size from the budgets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average demand over the day, in requests of the scenario&apos;s input and output length. The fleet carries the peak; utilisation = average / capacity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> × average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busiest hour&apos;s demand over the daily average (diurnal peak).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare capacity kept above the peak.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sized by demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limited by power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limited by capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 GPUs&lt;/b&gt; in %2 × %3-GPU units (%4 serving in %5-GPU instances, %6), %7 MW of facility power&lt;br&gt;Batch %8 per instance at %9 tok/s/user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;Fleet: %1 output tok/s, about %2 concurrent users, %3% utilised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;Monthly cost %1 (%2 per Mtok output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;Break-even output price %1 per Mtok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;Never pays back at these prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 GPUs idle: %2-GPU instances fill %3 of each %4-GPU unit; their hours are in the cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;Break-even output price: none, the input tokens alone pay the month</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::GoalSeekPanel</name>
    <message>
        <source>Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply to scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied as %1, the value its field holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So that</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No value of %1 between %2 and %3 reaches %4. Reachable: %5 to %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 gives %3 (target %4, off by %5%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The comparison chooses this input itself at its service level, so applying it would change nothing the cards show; compare at the operating point to apply it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not move %2 here: it stays %3 from %4 to %5.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::HeadlineCards</name>
    <message>
        <source>Tokens per second per GPU of the configuration shown: the scenario&apos;s own at its operating point, or the one the service level chose (the table&apos;s column heading names it). Total counts input + output (InferenceX basis), output only the generated tokens, as the toolbar&apos;s Total tokens sets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interactivity: tok/s per user = 1000 ÷ TPOT (ms); TPOT = decode step ÷ accepted tokens per step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token: queueing + prefill of the prompt (+ first decode step, + KV transfer when disaggregated).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held out, the model&apos;s TTFT was off by a median ±%1% on models and ±%2% on GPUs the calibration never saw (%3 rows of %4 that measured it under a known load).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It ran low (median %1 and %2): real TTFTs were mostly longer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It ran high (median %1 and %2): real TTFTs were mostly shorter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s per MW of facility power = tok/s/GPU × 1000 ÷ all-in kW per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per joule = tok/s/GPU ÷ all-in W per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/GPU (total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/GPU (output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/MW (total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/MW (output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/J (total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/J (output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goodput, tok/s/GPU: the throughput of the point shown (total or output tokens, as the toolbar counts them), counted only when it meets every SLO in force (the scenario&apos;s own objectives and the comparison&apos;s service level); 0 when it misses one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per million tokens = $/GPU-h ÷ (tok/s/GPU × 3600) × 10⁶, counting total (input + output) or output tokens as the toolbar&apos;s Total tokens sets, like every card and chart. The cost-per-token article&apos;s check: H200 at $1.41 and 90 output tok/s/GPU gives $4.35.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/Mtok (total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/Mtok (output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Margin per GPU-hour paid, at the scenario&apos;s token prices: (revenue − cost) per productive GPU-hour × utilisation. Revenue/h = 3600 × (input tok/s × blended input price + output tok/s × output price) ÷ 10⁶. Without a baseline beside it, the card names the break-even (B/E) output price per Mtok, or says that the input tokens alone pay for the GPU-hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Margin $/GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/Mtok B/E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input alone pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goodput (total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goodput (output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vs baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 B/E</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::IcebergChart</name>
    <message>
        <source>The inference iceberg: FLOPS per $ and the cost of a token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The inference iceberg %1</source>
        <comment>the level caption, e.g. at 50 tok/s/user</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense PFLOPS
per $/GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$ per million
output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s per MW
(input + output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s per MW
(output tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Above the waterline: what buyers compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Below it: what decides the cost of a token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2: %3 (%4 the baseline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PFLOPS
per $/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/Mtok
output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/MW
(total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/MW
(output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Above: what buyers compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Below: what decides the cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$ per million
tokens (in + out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/Mtok
(total)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::IcebergPanel</name>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Above the waterline: dense PFLOPS per $/GPU-h. Below it: what a million tokens actually costs at the configuration the comparison shows for each scenario (at its service level), and the tokens a megawatt delivers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vs
baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$ per Mtok
output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense PFLOPS
per $/GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$ per Mtok
(in + out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s per MW
(total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s per MW
(output)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::MainWindow</name>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a scenario with the default inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename the selected scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare every scenario against the selected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count &amp;total tokens (input + output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked: tok/s counts input + output (InferenceX basis); unchecked: output only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput per &amp;MW instead of per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;elete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set as &amp;baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Metric definitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Token Factory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per MW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid inputs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit: weights exceed memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit: batch %1 &gt; capacity %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over the scheduler cap: batch %1 &gt; %2 sequences at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits: batch %1 of %2, %3 GB/GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 weight-only (math at %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (measured on %1, not on %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (measured on %1, not on %2: ±%3% held out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fitted to %1 measured rows (%2) of %3. The fit set: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile %1: uncalibrated (priors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile %1: the workbook&apos;s own, not the built-in calibration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No measurements for this GPU and framework; the framework&apos;s documented priors are used. Treat figures as estimates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No SLO set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meets SLO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outside SLO (TTFT %1 ms, %2 tok/s/user)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric definitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;table cellspacing=6&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;tok/s/user&lt;/b&gt;&lt;/td&gt;&lt;td&gt;1000 ÷ TPOT (ms); TPOT = decode step ÷ accepted tokens per step&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;tok/s/GPU&lt;/b&gt;&lt;/td&gt;&lt;td&gt;tokens per second per GPU, total (input + output) or output&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;TTFT&lt;/b&gt;&lt;/td&gt;&lt;td&gt;queueing + prefill (+ first decode step, + KV transfer when disaggregated)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;$/Mtok&lt;/b&gt;&lt;/td&gt;&lt;td&gt;$/GPU-h ÷ (tok/s/GPU × 3600) × 10⁶&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;tok/s/MW&lt;/b&gt;&lt;/td&gt;&lt;td&gt;tok/s/GPU × 1000 ÷ all-in kW per GPU&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;tok/J&lt;/b&gt;&lt;/td&gt;&lt;td&gt;tok/s/GPU ÷ all-in W per GPU&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;goodput&lt;/b&gt;&lt;/td&gt;&lt;td&gt;throughput counting only requests that meet every SLO&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;margin $/GPU-h&lt;/b&gt;&lt;/td&gt;&lt;td&gt;(revenue − cost) per productive GPU-hour × utilisation; revenue/h = 3600 × (input tok/s × blended input price + output tok/s × output price) ÷ 10⁶&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;break-even price&lt;/b&gt;&lt;/td&gt;&lt;td&gt;the output price per Mtok at which the margin is zero, the input tokens sold at their prices&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;dense PFLOPS per $/GPU-h&lt;/b&gt;&lt;/td&gt;&lt;td&gt;the GPU&apos;s dense peak at the precision ÷ its price: what buyers compare, above the waterline of the cost-per-token article&apos;s iceberg&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Token Factory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goal seek</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disaggregated planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physics check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured overlay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLOPS per $ vs $/Mtok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log scale: inter&amp;activity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log scale: thr&amp;oughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import hardware and models…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add your own GPUs or models (JSON in the catalog&apos;s format); they travel with the workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import hardware and models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog entries (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported.

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1 GPU(s) and %2 model(s); they are saved with the workbook and marked uncalibrated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target not reached: at most %1 tok/s/user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SLOs not met by any configuration (best %1 tok/s/user, TTFT from %2 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>goodput %1 tok/s/GPU (total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>goodput %1 tok/s/GPU (output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goodput: tok/s/GPU counting only a point that meets every SLO in force — the scenario&apos;s own and the comparison&apos;s service level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use configuration from the chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 now runs TP %2 / EP %3 at batch %4 (Edit ▸ Undo restores it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goodput 0: the service level is not reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;No scenarios&lt;/h2&gt;&lt;p&gt;Add a scenario to compare, or open a workbook.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a workbook…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language applies when Token Factory restarts. Restart now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Token Factory&lt;/b&gt; %1&lt;br&gt;A what-if explorer for the economics of AI inference: what a million tokens costs on a given GPU, at a given price, power, precision and batch size.&lt;br&gt;&lt;br&gt;&lt;b&gt;Source articles&lt;/b&gt;&lt;br&gt;%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For a model the calibration never saw, throughput was off by a median ±%1% (each model&apos;s rows predicted by a fit without them, %2 rows of %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held out the same way, %1&apos;s own rows were off by ±%2%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile %1: uncalibrated (priors: median error ±%2% where measured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the calibration measured, the priors were off by a median ±%1% over %2 rows of %3 (the calibrated profiles by ±%4% on GPUs they never saw).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>tool panel — its scenario</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile %1: calibrated, median error ±%2% held out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile %1: calibrated, median error ±%2% in sample (none held out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held out: each of this profile&apos;s rows predicted by a fit that never saw its model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over every profile, %1 rows: ±%2% for a model held out, ±%3% for a GPU held out (the physics check&apos;s figure).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The measured overlay&apos;s figure is the model against the rows it loads, in sample where they were fitted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked: throughput per MW of facility power (IT load × PUE); unchecked: per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::MeasuredOverlayPanel</name>
    <message>
        <source>Open benchmark CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error = model / measured − 1 at the measured interactivity (total tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open benchmark CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shipped measurements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InferenceX&apos;s points and the MLPerf / vendor table that ship with Token Factory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shipped measurements (InferenceX %1 rows, MLPerf and vendor tables %2 rows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured
tok/s/GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model
tok/s/GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 rows, %3 for this GPU and model, %4 without interactivity; the model against them: median |error| %5%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median |predicted / measured − 1| of tok/s/GPU over this file&apos;s rows for the scenario&apos;s GPU and model. It is in sample where the calibration was fitted to these rows; the status bar&apos;s error is held out (rows predicted by fits that never saw their model).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only this scenario&apos;s GPU, model, precision and serving software</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::MonteCarloPanel</name>
    <message>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Likely</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triangular distribution per input: low, most likely and high values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same seed, same inputs: same answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per Mtok output ($)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interactivity (tok/s/user)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total tok/s per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Histogram of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 samples in %2 ms (%3 did not fit).
Cost per Mtok output: P10 %4, P50 %5, P90 %6
Interactivity: P10 %7, P50 %8, P90 %9 tok/s/user
Throughput: P10 %10, P50 %11, P90 %12 tok/s/GPU (total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the low end, the likely value and the high end must rise in that order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run to sample this configuration.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::NotesPanel</name>
    <message>
        <source>What this scenario assumes, where its figures come from…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the whole comparison is for…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workbook notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::NumberEntry</name>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a number here: the decimal separator is “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is out of range: enter %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 is kept as %2: this field holds %n decimal(s).</source>
        <translation>
            <numerusform>%1 is kept as %2: this field holds %n decimal.</numerusform>
            <numerusform>%1 is kept as %2: this field holds %n decimals.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tf::ui::ParameterPanel</name>
    <message>
        <source>GPU or rack. Changing it loads its catalog price, power and capex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model served; its architecture decides bytes and FLOPs per token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power and electricity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload and framework</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving framework; picks the calibration profile (efficiencies and overheads).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallelism and serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aggregated (prefill and decode share GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disaggregated (separate prefill pool)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rented (price per GPU-hour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owned (capex, life, utilisation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service-level objectives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change framework</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change pricing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change serving mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change tensor parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change expert parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change prefill tensor parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 is weight-only: weights take %1 memory, math runs at %3 (no speed-up in compute).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: native tensor-core math on %2, %3 dense TFLOPS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog default for %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 B parameters, %3 B active per token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory capacity: %1 sequences fit (each reserves ISL + OSL).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits up to %1 sequences per instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs up to %1 sequences per instance (the scheduler&apos;s cap).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheduler cap: the framework runs at most %1 sequences at once; memory holds more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weights alone do not fit: raise TP/EP or lower the precision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit: batch %1 exceeds the memory capacity of %2 sequences.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hour, owned: &lt;b&gt;%1&lt;/b&gt; = capex %2 + power %3 + facility %4 + other %5 (set under Pricing and ownership)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (custom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The comparison shows this scenario at TP %1 / EP %2, batch %3 (chosen for the service level); “Use this configuration” makes those the inputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pricing and ownership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not available on %2: it has no %3 math figure in the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown hardware or model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no catalog price: the GPU price stays at %2, set your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not run on %2: the framework is now %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no catalog price: this is not a figure for it; set your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all-in owning cost per GPU-hour (InferenceX TCO basis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rental price per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog default for %1: %2, the %3. Source: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In use: %1, your own value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Below the board TDP of %1 kW of %2: all-in power counts the board, host, network and cooling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply price preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token prices and revenue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These inputs (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory capacity: %1 sequences fit (each holds ISL + %2 × OSL on average: its KV grows as tokens are generated).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::ParetoChart</name>
    <message>
        <source>Throughput vs interactivity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/MW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interactivity (tok/s/user)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to use this configuration (one undo step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As set (not what the comparison shows): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as set</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::PhysicsCheckPanel</name>
    <message>
        <source> tok/s/GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tok/s/user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total tokens (input + output, as InferenceX)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output tokens only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claimed throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At interactivity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Impossible: above the idealised bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Impossible: even ideal hardware is not this fast per user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Near the bound: needs near-perfect software</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comfortably inside the bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b style=&quot;color:%1&quot;&gt;%2&lt;/b&gt;&lt;br&gt;Ideal bound: %3 tok/s/GPU at %4 tok/s/user (claim is %5% of it)&lt;br&gt;Calibrated model: %6 tok/s/GPU&lt;br&gt;Fastest ideal interactivity: %7 tok/s/user&lt;br&gt;&lt;small&gt;Bound: every efficiency at its limit, zero fixed overheads, balanced experts, best parallelism at %8.&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inside the bound, but %1 the calibrated model&apos;s figure, beyond twice its error on GPUs held out of its calibration (±%2%, over every profile): it needs software well ahead of what was measured</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::PresentationMode</name>
    <message>
        <source>&amp;Presentation mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen for a room: scenario names as titles, the ratio in large type, no inputs; arrow keys step through scenarios and snapshots, Esc leaves (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not reach this service level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per million tokens (input + output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per million output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lower cost per million tokens than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>higher cost per million tokens than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lower cost per million output tokens than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>higher cost per million output tokens than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshot of %1; it kept inputs only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no stored figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored figures as presented on %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per million tokens (input + output), as presented</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per million output tokens, as presented</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As presented (stored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s model gives the same figures for these inputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s model gives other figures for the same inputs: both are shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same cost per million tokens as %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::PricePresetBox</name>
    <message>
        <source>Your own value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rental price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all-in owning cost per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No price for %1 in this preset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU price is your own value, from no preset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::RecomputeScheduler</name>
    <message>
        <source>disaggregated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aggregated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reach %1 tok/s/user: the closest configuration (%2) reaches %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best configuration at %1 tok/s/user: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No configuration meets the SLOs; closest: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best configuration under the SLOs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best configuration at %1 tok/s/user: %2 (even the largest batch that fits runs faster, at %3 tok/s/user)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best configuration at %1 tok/s/user: %2 (at %3 tok/s/user; one more sequence in the batch falls below the target)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::ScenarioListModel</name>
    <message>
        <source>%1  (baseline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · batch %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::SensitivityPanel</name>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each input moves this far below and above its scenario value (within its allowed range)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per Mtok output ($)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interactivity (tok/s/user)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range ±</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hatched bars: an end of that range does not fit in memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the configuration the comparison shows: batch %1, %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per Mtok total ($)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power, PUE and electricity move no cost here: a rented GPU-hour includes its power (Pricing and ownership ▸ Owned charges them).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::ServiceLevelBar</name>
    <message>
        <source>target %1 tok/s/user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the operating point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At equal interactivity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best under SLOs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput and cost only compare at the same user experience. Equal interactivity reads every scenario at its best configuration on its own frontier, as InferenceX does; best under SLOs picks the highest goodput that meets every limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tok/s/user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>50 tok/s/user is where the token-economics article&apos;s interactive tier starts (batch &lt; 10, balanced 10–50, interactive &gt; 50 tok/s/user with TTFT &lt; 200 ms), and the level at which Token Factory reads the cost-per-token article&apos;s GB300 NVL72 vs H200 ratios (that article states no interactivity).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT ≤</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interactivity ≥</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also choose drafts and serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unchecked, each scenario keeps its own speculative depth and aggregated or disaggregated serving (its serving recipe) and only batch, TP and EP are chosen. Checked, speculative depths 0–3 and both serving modes are searched too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the selected scenario&apos;s chosen configuration its inputs (one undo step).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At each scenario&apos;s operating point (batch, TP and EP as set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At equal interactivity: %1 tok/s/user, each scenario at its best configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best configuration under SLOs (%1): highest goodput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — not reached by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the chosen configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1 tok/s/user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under the SLOs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SLO (mean) ≥ %1 tok/s/user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The comparison&apos;s limit holds on the mean. A scenario&apos;s own percentile objective (P90, P99) and TPOT fluctuation limit, set in its Service level inputs, also decide its goodput.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean TTFT ≤ %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean ≥ %1 tok/s/user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — none runs as slowly as that: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2 tok/s/user</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::SnapshotDialog</name>
    <message>
        <source>Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshots of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take Snapshot...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take Snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the snapshot:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as presented on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/Mtok (output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/Mtok (total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/GPU (total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/GPU (output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s/MW (total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/J (total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1 tok/s/user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best under SLOs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the operating point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshot (stored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s model,
snapshot inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the scenario the snapshot&apos;s inputs and service level again (Edit ▸ Undo brings back the current ones)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inputs that differ from now, and the figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
taken %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the same as now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This snapshot was taken by a version that kept inputs only: it has no stored figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored figures, as presented on %1 %2; not recomputed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s model gives the same figures for these inputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s model gives other figures for the same inputs: both are shown.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::StatusText</name>
    <message>
        <source>over the cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::TokenTier</name>
    <message>
        <source>batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>balanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interactive</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::TornadoChart</name>
    <message>
        <source>No sensitivity computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (base %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input at low end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input at high end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2: %3 at the low end, %4 at the high end (base %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hatched: an end of this range does not fit in memory.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::WorkbookController</name>
    <message>
        <source>Token Factory workbooks (*.tfwb);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Revert to Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;napshots...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] - Token Factory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open Workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled.tfwb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Workbook As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save Workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revert to Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard all changes since %1 was last saved?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the changes to %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an untitled workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token Factory did not close properly. Recover the unsaved changes to %1 from %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with &amp;Workbook...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What changed between this workbook and another copy: scenarios, inputs and figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with Workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change snapshots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was compared and the open workbook is unchanged.

%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::WorkbookDiffDialog</name>
    <message>
        <source>Custom hardware “%1” added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom hardware “%1” removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom hardware “%1” redefined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model “%1” added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model “%1” removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model “%1” redefined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibration profile “%1” added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibration profile “%1” removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibration profile “%1” redefined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare workbooks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mine: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theirs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each workbook&apos;s figures are computed with its own hardware and models, at its own service level. Nothing in either file was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two workbooks hold the same scenarios, inputs and figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios only in theirs (added)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios only in mine (removed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware and models the figures rest on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workbook notes changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service level changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshots: %1 added, %2 removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures not compared: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline flag changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What changed between two workbooks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mine: %1 — theirs: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each workbook&apos;s figures are computed with its own hardware and models, at its own service level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export comparison as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PDF was not written.

%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::WorkloadPresetBox</name>
    <message>
        <source>Your own workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets the objectives: TTFT %1 ms, %2 tok/s/user, fluctuation %3%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt and output lengths are your own values, from no preset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply workload preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in / %2 out, %3% cached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in / %2 out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::chartstyle</name>
    <message>
        <source>%1 (base)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit in GPU memory (batch %1 &gt; max %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over the scheduler cap (batch %1 &gt; max %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch %1, TP %2 / EP %3 (%4 GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interactivity: %1 tok/s/user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput: %1 tok/s/GPU total, %2 output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT: %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost: %1 per Mtok output, %2 per Mtok total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy: %1 tok/s/MW, %2 tok/J (total tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tier: %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, misses SLO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured: %1 tok/s/GPU total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model: %1 tok/s/GPU total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model: no prediction at this point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (interactive also needs TTFT &lt; %2 ms)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogNames</name>
    <message>
        <source>All-in power per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capex per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense TFLOPS by precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable HBM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board power (TDP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owning cost per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rental price per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-out bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-out latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-up bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs in the scale-up domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce bus efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention math efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16 GEMM efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8/FP4 GEMM efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM streaming efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV-cache read efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers, heads and experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index heads of the sparse attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index key size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index query split over TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Native precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention quantized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense FFN quantized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sliding-window attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sparse attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft acceptance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft acceptance decay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft head layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (per GPU)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summarisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agentic, long input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code completion (goodput example)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InferenceX owning cost, hyperscaler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InferenceX owning cost, neocloud giant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InferenceX 3-year rental</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neocloud on-demand list prices</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::Parallelism</name>
    <message>
        <source>TP %1 / EP %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / PP %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, batch %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tf::ui::PlanningRulesPanel</name>
    <message>
        <source>Rack-scale systems at least 80% of the fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefill:decode GPUs 1:3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch size at least 64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP4/FP8 mixed precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8-GPU systems at least 60% of the fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>30% compute headroom for peaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dynamic batching off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% (%2-GPU scale-up domain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aggregated serving: no separate pools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% free (utilisation %2%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the token-economics article, section 5.1 (机架规划黄金法则), which states them from deployment experience without evidence: checks beside the model, not part of it. A scenario is one kind of system, so its share of the fleet reads 100% or 0%; its utilisation stands for the compute kept free; a disaggregated scenario&apos;s pools are the model&apos;s rate-matched ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown hardware.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario&apos;s batch does not fit: no point to check the rules at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>low-latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high-throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High throughput (content-generation farms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low latency (real-time assistants)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>continuous batching (static batching is not modelled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs 1:%1; 1:3 idles %2% of the GPUs in prefill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs 1:%1; 1:3 idles %2% of the GPUs in decode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At batch %1 this point reads %2 tok/s/user with a first token in %3 ms: the %4 tier, so the %5 rules apply (the interactive tier takes the low-latency rules, the batch and balanced tiers the high-throughput ones).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the article: “%1”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>

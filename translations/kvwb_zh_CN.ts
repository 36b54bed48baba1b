<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>YAML</name>
    <message>
        <source>expected a mapping of keys to values, found %1</source>
        <translation>应为键值映射，实际为 %1</translation>
    </message>
    <message>
        <source>not valid YAML: %1</source>
        <translation>不是合法的 YAML：%1</translation>
    </message>
</context>
<context>
    <name>kvwb</name>
    <message>
        <source>KVCache.AI</source>
        <translation>KVCache.AI</translation>
    </message>
    <message>
        <source>LMCache</source>
        <translation>LMCache</translation>
    </message>
    <message>
        <source>Native</source>
        <translation>原生</translation>
    </message>
    <message>
        <source>demo workload</source>
        <translation>演示负载</translation>
    </message>
    <message>
        <source>must be an integer, got %1</source>
        <translation>必须是整数，实际为 %1</translation>
    </message>
    <message>
        <source>must be &gt; 0, got %1</source>
        <translation>必须大于 0，实际为 %1</translation>
    </message>
    <message>
        <source>%1 is too large (at most 4294967294)</source>
        <translation>%1 过大（最大 4294967294）</translation>
    </message>
    <message>
        <source>directory holds no lookup_hashes_*.jsonl files</source>
        <translation>目录中没有 lookup_hashes_*.jsonl 文件</translation>
    </message>
    <message>
        <source>not a block trace: expected JSON lines with &quot;hash_ids&quot; (Mooncake / KVCache.AI) or &quot;chunk_hashes&quot; (LMCache); use --format-in to force one</source>
        <translation>不是块轨迹：应为带有“hash_ids”（Mooncake / KVCache.AI）或“chunk_hashes”（LMCache）的 JSON 行；可用 --format-in 强制指定格式</translation>
    </message>
    <message>
        <source>no trace file given</source>
        <translation>未指定轨迹文件</translation>
    </message>
    <message>
        <source>empty input: no trace records found</source>
        <translation>输入为空：没有找到轨迹记录</translation>
    </message>
    <message>
        <source>unknown precision &apos;%1&apos; (valid: %2)</source>
        <translation>未知的精度“%1”（有效值：%2）</translation>
    </message>
    <message>
        <source>the catalog defines none of the standard precisions (it has: %1)</source>
        <translation>模型目录没有定义任何标准精度（现有：%1）</translation>
    </message>
    <message>
        <source>the reference KV cache calculator does not support it, so there is no accounting to match</source>
        <translation>参考 KV 缓存计算器不支持它，因此没有可对照的计算方法</translation>
    </message>
    <message>
        <source>the calculator knows %1</source>
        <translation>计算器支持 %1</translation>
    </message>
    <message>
        <source>unsupported formula &apos;%1&apos; for model &apos;%2&apos;: %3</source>
        <translation>模型“%2”的公式“%1”不受支持：%3</translation>
    </message>
    <message>
        <source>must be a positive number, got %1</source>
        <translation>必须是正数，实际为 %1</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>一个列表</translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation>一个映射</translation>
    </message>
    <message>
        <source>&apos;%1&apos;</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>空值</translation>
    </message>
    <message>
        <source>unknown preset &apos;%1&apos; (expected one of: %2)</source>
        <translation>未知的预设“%1”（应为以下之一：%2）</translation>
    </message>
    <message>
        <source>unknown policy &apos;%1&apos;</source>
        <translation>未知的策略“%1”</translation>
    </message>
    <message>
        <source>a budget cannot be negative</source>
        <translation>预算不能为负数</translation>
    </message>
    <message>
        <source>budgets must be positive</source>
        <translation>预算必须为正数</translation>
    </message>
    <message>
        <source>cannot write the project: %1</source>
        <translation>无法写入项目：%1</translation>
    </message>
    <message>
        <source>not a KV Cache Workbench project (expected a mapping with &apos;%1&apos;)</source>
        <translation>不是 KV 缓存工作台项目（应为带有“%1”的映射）</translation>
    </message>
    <message>
        <source>missing; this is not a KV Cache Workbench project</source>
        <translation>缺失；这不是 KV 缓存工作台项目</translation>
    </message>
    <message>
        <source>the project was saved by a newer KV Cache Workbench (format %1; this version reads format %2 and older). Open it with a newer version.</source>
        <translation>该项目由更新版本的 KV 缓存工作台保存（格式 %1；本版本只能读取格式 %2 及更早的格式）。请用更新的版本打开。</translation>
    </message>
    <message>
        <source>a trace path is empty</source>
        <translation>轨迹路径为空</translation>
    </message>
    <message>
        <source>cannot read the project: %1</source>
        <translation>无法读取项目：%1</translation>
    </message>
    <message>
        <source>too large to be a KV Cache Workbench project</source>
        <translation>文件过大，不可能是 KV 缓存工作台项目</translation>
    </message>
    <message>
        <source>Mooncake / KVCache.AI JSONL</source>
        <translation>Mooncake / KVCache.AI JSONL</translation>
    </message>
    <message>
        <source>LMCache lookup-hash log</source>
        <translation>LMCache 查找哈希日志</translation>
    </message>
    <message>
        <source>Built-in demo workload</source>
        <translation>内置演示负载</translation>
    </message>
    <message>
        <source>Charts need a QApplication (use the &quot;offscreen&quot; platform without a display)</source>
        <translation>图表需要 QApplication（没有显示器时请使用“offscreen”平台）</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>the image is empty</source>
        <translation>图像为空</translation>
    </message>
    <message>
        <source>PNG encoding failed</source>
        <translation>PNG 编码失败</translation>
    </message>
    <message>
        <source>Cannot write %1: the curve has no points</source>
        <translation>无法写入 %1：曲线没有数据点</translation>
    </message>
    <message>
        <source>Token hit rate</source>
        <translation>token 命中率</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>all models</source>
        <translation>所有模型</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>标准输入</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>4. Rolling token hit rate over time</source>
        <translation>4. token 命中率随时间的滚动变化</translation>
    </message>
    <message>
        <source>Request index</source>
        <translation>请求序号</translation>
    </message>
    <message>
        <source>Cumulative token hit rate (%)</source>
        <translation>累计 token 命中率（%）</translation>
    </message>
    <message>
        <source>hit %1</source>
        <translation>命中 %1</translation>
    </message>
    <message>
        <source>miss %1</source>
        <translation>未命中 %1</translation>
    </message>
    <message>
        <source>5. Evictions</source>
        <translation>5. 淘汰</translation>
    </message>
    <message>
        <source>chunks evicted over %1 requests
%2 per request on average

capacity %3 chunks, %4 occupied at the end</source>
        <translation>%1 个请求中淘汰的分块
平均每个请求 %2 个

容量 %3 个分块，结束时占用 %4 个</translation>
    </message>
    <message>
        <source>LMCache cache simulation statistics</source>
        <translation>LMCache 缓存模拟统计</translation>
    </message>
    <message>
        <source>Token hit rate %1  ·  %2 requests  ·  %3 of %4 tokens from cache  ·  %5 evictions</source>
        <translation>token 命中率 %1  ·  %2 个请求  ·  %4 个 token 中有 %3 个来自缓存  ·  %5 次淘汰</translation>
    </message>
    <message>
        <source>Capacity %1 (%2 chunks of %3 bytes, %4 occupied)  ·  chunk size %5 tokens  ·  model: %6  ·  input: %7</source>
        <translation>容量 %1（%2 个 %3 字节的分块，已占用 %4）  ·  分块大小 %5 个 token  ·  模型：%6  ·  输入：%7</translation>
    </message>
    <message>
        <source>Requests with ≥ 1 chunk hit</source>
        <translation>至少命中 1 个分块的请求</translation>
    </message>
    <message>
        <source>Tokens served from cache</source>
        <translation>由缓存提供的 token 数</translation>
    </message>
    <message>
        <source>No cache hits</source>
        <translation>没有缓存命中</translation>
    </message>
    <message>
        <source>Number of requests</source>
        <translation>请求数</translation>
    </message>
    <message>
        <source>Number of hit chunks</source>
        <translation>命中的分块数</translation>
    </message>
    <message>
        <source>1. Per-request token hit rate</source>
        <translation>1. 每个请求的 token 命中率</translation>
    </message>
    <message>
        <source>Token hit rate (%), zero-hit requests excluded</source>
        <translation>token 命中率（%），不含零命中的请求</translation>
    </message>
    <message>
        <source>1b. Per-request token hit rate, 97㄀%</source>
        <translation>1b. 每个请求的 token 命中率（97–100%）</translation>
    </message>
    <message>
        <source>Token hit rate (%), 97㄀% zoom</source>
        <translation>token 命中率（%），放大 97–100%</translation>
    </message>
    <message>
        <source>No request between 97 and 100%</source>
        <translation>没有命中率在 97% 到 100% 之间的请求</translation>
    </message>
    <message>
        <source>100% hit: %1 requests</source>
        <translation>100% 命中：%1 个请求</translation>
    </message>
    <message>
        <source>2. Hit prefix length per request</source>
        <translation>2. 每个请求的命中前缀长度</translation>
    </message>
    <message>
        <source>Hit prefix length (chunks), zero-hit requests excluded</source>
        <translation>命中前缀长度（分块数），不含零命中的请求</translation>
    </message>
    <message>
        <source>3. Chunk reuse count</source>
        <translation>3. 分块复用次数</translation>
    </message>
    <message>
        <source>Times a chunk was hit (capped at 100)</source>
        <translation>分块被命中的次数（上限 100）</translation>
    </message>
    <message>
        <source>Number of unique chunks</source>
        <translation>不同分块数</translation>
    </message>
    <message>
        <source>No requests</source>
        <translation>没有请求</translation>
    </message>
    <message>
        <source>5. Input length per request</source>
        <translation>5. 每个请求的输入长度</translation>
    </message>
    <message>
        <source>Input length (tokens, seq_len)</source>
        <translation>输入长度（token 数，seq_len）</translation>
    </message>
    <message>
        <source>6. Global span distribution</source>
        <translation>6. 全局跨度分布</translation>
    </message>
    <message>
        <source>Global span (chunks between last store and hit)</source>
        <translation>全局跨度（上次存入到命中之间的分块数）</translation>
    </message>
    <message>
        <source>7. Cache position at hit</source>
        <translation>7. 命中时的缓存位置</translation>
    </message>
    <message>
        <source>Cache position (0 = MRU, max = LRU)</source>
        <translation>缓存位置（0 = 最近使用，最大值 = 最久未用）</translation>
    </message>
    <message>
        <source>Cannot write %1: the sweep has no points</source>
        <translation>无法写入 %1：扫描没有数据点</translation>
    </message>
    <message>
        <source>Token cache hit rate vs capacity</source>
        <translation>token 缓存命中率与容量</translation>
    </message>
    <message>
        <source>Highest hit rate %1 at %2  ·  %3 capacities from %4 to %5</source>
        <translation>最高命中率 %1（于 %2）  ·  %3 个容量，从 %4 到 %5</translation>
    </message>
    <message>
        <source>Chunk size %1 tokens  ·  %2 requests  ·  model: %3  ·  input: %4</source>
        <translation>分块大小 %1 个 token  ·  %2 个请求  ·  模型：%3  ·  输入：%4</translation>
    </message>
    <message>
        <source>Cache capacity (GiB, log scale)</source>
        <translation>缓存容量（GiB，对数刻度）</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 天 %2 小时</translation>
    </message>
    <message>
        <source>the picture is empty</source>
        <translation>图片为空</translation>
    </message>
    <message>
        <source>Made with KV Cache Workbench</source>
        <translation>由 KV 缓存工作台生成</translation>
    </message>
    <message>
        <source>SVG output could not start</source>
        <translation>无法开始输出 SVG</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>轨迹</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求数</translation>
    </message>
    <message>
        <source>Block events</source>
        <translation>块事件</translation>
    </message>
    <message>
        <source>Unique blocks (prefix trie)</source>
        <translation>不同块数（前缀树）</translation>
    </message>
    <message>
        <source>Raw unique block hashes</source>
        <translation>原始不同块哈希数</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>块大小</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 个 token</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>token 数</translation>
    </message>
    <message>
        <source>Average input</source>
        <translation>平均输入</translation>
    </message>
    <message>
        <source>Time span</source>
        <translation>时间跨度</translation>
    </message>
    <message>
        <source>Parse errors / skipped records</source>
        <translation>解析错误 / 跳过的记录</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>KV precision</source>
        <translation>KV 精度</translation>
    </message>
    <message>
        <source>Indexer precision</source>
        <translation>索引器精度</translation>
    </message>
    <message>
        <source>Draft KV cache</source>
        <translation>草稿层 KV 缓存</translation>
    </message>
    <message>
        <source>included</source>
        <translation>已包含</translation>
    </message>
    <message>
        <source>not included</source>
        <translation>未包含</translation>
    </message>
    <message>
        <source>Estimate tokens</source>
        <translation>估算 token 数</translation>
    </message>
    <message>
        <source>Bytes per token</source>
        <translation>每 token 字节数</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Bytes per block</source>
        <translation>每块字节数</translation>
    </message>
    <message>
        <source>Semantics</source>
        <translation>语义</translation>
    </message>
    <message>
        <source>Policies</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Budgets</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>KV cache report: %1</source>
        <translation>KV 缓存报告：%1</translation>
    </message>
    <message>
        <source>Written by KV Cache Workbench %1 on %2.</source>
        <translation>由 KV 缓存工作台 %1 于 %2 生成。</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Hit-rate ceiling (an infinite cache, nothing evicted): **%1**.</source>
        <translation>命中率上限（无限缓存，不淘汰任何块）：**%1**。</translation>
    </message>
    <message>
        <source>Hit rate per policy and budget</source>
        <translation>各策略在各预算下的命中率</translation>
    </message>
    <message>
        <source>Bold in the window: the best policy per budget. Δ: difference from the baseline in percentage points. ≈: interpolated (not replayed exactly). —: not measured.</source>
        <translation>窗口中的粗体：每个预算下最好的策略。Δ：与基准之差，单位为百分点。≈：插值（未精确回放）。—：未测量。</translation>
    </message>
    <message>
        <source>Budget readout at %1 (%2 blocks)</source>
        <translation>%1（%2 块）下的预算读数</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>文件</translation>
    </message>
</context>
<context>
    <name>kvwb::AboutDialog</name>
    <message>
        <source>About KV Cache Workbench</source>
        <translation>关于 KV 缓存工作台</translation>
    </message>
    <message>
        <source>&lt;h2&gt;KV Cache Workbench %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;KV 缓存工作台 %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Replays LLM KV-cache traces through cache policies, memory tiers and clusters, and shows how much cache a workload needs for the hit rate you want. The desktop workbench and the headless &lt;tt&gt;kvwb&lt;/tt&gt; command line share one engine.</source>
        <translation>在缓存策略、内存分层和集群上回放大模型 KV 缓存轨迹，告诉你某个负载要达到期望的命中率需要多大的缓存。桌面工作台与无界面的 &lt;tt&gt;kvwb&lt;/tt&gt; 命令行共用同一个引擎。</translation>
    </message>
    <message>
        <source>&amp;Copy Versions</source>
        <translation>复制版本信息(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the versions to the clipboard, for a bug report</source>
        <translation>把版本信息复制到剪贴板，用于提交问题报告</translation>
    </message>
    <message>
        <source>Qt (running)</source>
        <translation>Qt（运行中）</translation>
    </message>
    <message>
        <source>Qt (built with)</source>
        <translation>Qt（构建所用）</translation>
    </message>
    <message>
        <source>Compiler</source>
        <translation>编译器</translation>
    </message>
</context>
<context>
    <name>kvwb::AnalysisController</name>
    <message>
        <source>Analysing %1</source>
        <translation>正在分析 %1</translation>
    </message>
    <message>
        <source>Replaying %1 blocks exactly</source>
        <translation>正在精确回放 %1 个块</translation>
    </message>
</context>
<context>
    <name>kvwb::AnalysisTabs</name>
    <message>
        <source>Hit rate vs capacity</source>
        <translation>命中率与容量</translation>
    </message>
    <message>
        <source>Prefix hit rate of every policy over cache capacity</source>
        <translation>各策略的前缀命中率随缓存容量的变化</translation>
    </message>
    <message>
        <source>One curve per eviction policy: prefix hit rate over cache capacity (log scale), with the hit-rate ceiling, a budget marker and hover read-outs.</source>
        <translation>每种淘汰策略一条曲线：前缀命中率随缓存容量（对数刻度）的变化，带命中率上限、预算标记和悬停读数。</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Policies side by side at chosen budgets</source>
        <translation>在选定预算下并排对比各策略</translation>
    </message>
    <message>
        <source>A table of hit rate and prefill savings per policy at the budgets you pick, ready to export as CSV or JSON.</source>
        <translation>在你选定的各个预算下，每种策略的命中率与预填充节省对照表，可导出为 CSV 或 JSON。</translation>
    </message>
    <message>
        <source>Request statistics</source>
        <translation>请求统计</translation>
    </message>
    <message>
        <source>Distributions of the trace&apos;s requests</source>
        <translation>轨迹中请求的分布</translation>
    </message>
    <message>
        <source>The LMCache-style request panels: input and output lengths, reuse distance, arrivals over time and per-request hit rate.</source>
        <translation>LMCache 风格的请求面板：输入与输出长度、复用距离、随时间的到达情况以及每个请求的命中率。</translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation>分层</translation>
    </message>
    <message>
        <source>HBM / DRAM / SSD breakdown</source>
        <translation>HBM / DRAM / SSD 分层明细</translation>
    </message>
    <message>
        <source>Where hits are served from (HBM, DRAM, SSD, shared pool) and what each tier&apos;s bandwidth means for prefill time.</source>
        <translation>命中来自哪一层（HBM、DRAM、SSD、共享池），以及各层带宽对预填充时间的影响。</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Racks x GPUs, pools and routing</source>
        <translation>机架 × GPU、缓存池与路由</translation>
    </message>
    <message>
        <source>A racks x GPUs heat map, per-rack pool usage and the effect of prefix-aware routing.</source>
        <translation>机架 × GPU 热力图、每个机架的缓存池用量，以及前缀感知路由的效果。</translation>
    </message>
    <message>
        <source>PD analysis</source>
        <translation>PD 分析</translation>
    </message>
    <message>
        <source>Prefill / decode disaggregation</source>
        <translation>预填充 / 解码分离</translation>
    </message>
    <message>
        <source>TTFT and TPOT percentiles against the P:D ratio and the KV transfer strategy.</source>
        <translation>TTFT 与 TPOT 百分位数随 P:D 比例和 KV 传输策略的变化。</translation>
    </message>
    <message>
        <source>Not implemented yet: this page is a placeholder.</source>
        <translation>尚未实现：此页面为占位页。</translation>
    </message>
</context>
<context>
    <name>kvwb::AppearanceMenus</name>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>Choose the colour scheme of the window</source>
        <translation>选择窗口的配色方案</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>Use the desktop&apos;s style and colours</source>
        <translation>使用桌面环境的样式和配色</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>Light colours (Fusion style)</source>
        <translation>浅色配色（Fusion 样式）</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>Dark colours (Fusion style)</source>
        <translation>深色配色（Fusion 样式）</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Choose the interface language (applies after a restart)</source>
        <translation>选择界面语言（重启后生效）</translation>
    </message>
    <message>
        <source>&amp;System (restart to apply)</source>
        <translation>跟随系统(&amp;S)（重启后生效）</translation>
    </message>
    <message>
        <source>Follow the system locale; applies when the application restarts</source>
        <translation>跟随系统区域设置；重启应用后生效</translation>
    </message>
    <message>
        <source>Applies when the application restarts</source>
        <translation>重启应用后生效</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>The new language applies the next time KV Cache Workbench starts.</source>
        <translation>新的语言将在下次启动 KV 缓存工作台时生效。</translation>
    </message>
</context>
<context>
    <name>kvwb::ArchiveInput</name>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>is a directory, not a trace file</source>
        <translation>是目录，不是轨迹文件</translation>
    </message>
    <message>
        <source>cannot open</source>
        <translation>无法打开</translation>
    </message>
    <message>
        <source>cannot read (corrupt or truncated?)</source>
        <translation>无法读取（文件损坏或被截断？）</translation>
    </message>
</context>
<context>
    <name>kvwb::BudgetPanel</name>
    <message>
        <source>Cache budget on a log scale, from one block to the whole working set. Drag, or use the arrow keys and Page Up / Page Down.</source>
        <translation>对数刻度的缓存预算，从一个块到整个工作集。可拖动，或使用方向键和 Page Up / Page Down。</translation>
    </message>
    <message>
        <source>One block: the smallest budget</source>
        <translation>一个块：最小的预算</translation>
    </message>
    <message>
        <source>Every unique block fits: beyond this the hit rate cannot grow</source>
        <translation>所有不同的块都能放下：超过此值命中率不会再提高</translation>
    </message>
    <message>
        <source>The exact budget; Enter applies what you type</source>
        <translation>精确预算；按 Enter 应用输入的值</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>blocks</source>
        <translation>块</translation>
    </message>
    <message>
        <source>Edit the budget in GiB (at the model&apos;s bytes per block) or in cache blocks</source>
        <translation>以 GiB（按模型的每块字节数）或缓存块数编辑预算</translation>
    </message>
    <message>
        <source>The budget in the other unit, and the size of one block</source>
        <translation>以另一种单位表示的预算，以及一个块的大小</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>The budget range appears with the first analysis.</source>
        <translation>第一次分析完成后会显示预算范围。</translation>
    </message>
    <message>
        <source>= %1 GiB</source>
        <translation>= %1 GiB</translation>
    </message>
    <message>
        <source>= %1 blocks</source>
        <translation>= %1 块</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
</context>
<context>
    <name>kvwb::CatalogReader</name>
    <message>
        <source>expected a number, got %1</source>
        <translation>应为数字，实际为 %1</translation>
    </message>
    <message>
        <source>expected text, got %1</source>
        <translation>应为文本，实际为 %1</translation>
    </message>
    <message>
        <source>%1 has no &apos;%2&apos;</source>
        <translation>%1 没有“%2”</translation>
    </message>
    <message>
        <source>expected a list, got %1</source>
        <translation>应为列表，实际为 %1</translation>
    </message>
    <message>
        <source>each precision option must be a mapping</source>
        <translation>每个精度选项都必须是映射</translation>
    </message>
    <message>
        <source>a precision option</source>
        <translation>一个精度选项</translation>
    </message>
    <message>
        <source>precision &apos;%1&apos; has no bytes_per_element</source>
        <translation>精度“%1”没有 bytes_per_element</translation>
    </message>
    <message>
        <source>must be &gt; 0, got %1</source>
        <translation>必须大于 0，实际为 %1</translation>
    </message>
    <message>
        <source>model &apos;%1&apos;: expected a number, got &apos;%2&apos;</source>
        <translation>模型“%1”：应为数字，实际为“%2”</translation>
    </message>
    <message>
        <source>model &apos;%1&apos;: expected a number, got %2</source>
        <translation>模型“%1”：应为数字，实际为 %2</translation>
    </message>
    <message>
        <source>each model must be a mapping, got %1</source>
        <translation>每个模型都必须是映射，实际为 %1</translation>
    </message>
    <message>
        <source>a model</source>
        <translation>一个模型</translation>
    </message>
    <message>
        <source>model &apos;%1&apos;</source>
        <translation>模型“%1”</translation>
    </message>
    <message>
        <source>model &apos;%1&apos;: expected a mapping, got %2</source>
        <translation>模型“%1”：应为映射，实际为 %2</translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation>YAML 语法错误：%1</translation>
    </message>
    <message>
        <source>expected a mapping with a &apos;models&apos; list at the top level, got %1</source>
        <translation>顶层应为带有“models”列表的映射，实际为 %1</translation>
    </message>
    <message>
        <source>the catalog has no &apos;models&apos; list</source>
        <translation>模型目录中没有“models”列表</translation>
    </message>
    <message>
        <source>duplicate model id &apos;%1&apos; (first defined at line %2)</source>
        <translation>模型 ID“%1”重复（首次定义于第 %2 行）</translation>
    </message>
</context>
<context>
    <name>kvwb::CatalogTreeModel</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>%1
id: %2
formula: %3</source>
        <translation>%1
ID：%2
公式：%3</translation>
    </message>
    <message>
        <source>%1 (unsupported)</source>
        <translation>%1（不支持）</translation>
    </message>
    <message>
        <source>The KV calculator has no formula for this model</source>
        <translation>KV 计算器没有这个模型的公式</translation>
    </message>
</context>
<context>
    <name>kvwb::ComparePage</name>
    <message>
        <source>&amp;Budgets (GiB):</source>
        <translation>预算（GiB）(&amp;B)：</translation>
    </message>
    <message>
        <source>1, 2, 4, 8, ...</source>
        <translation>1, 2, 4, 8, ...</translation>
    </message>
    <message>
        <source>The budgets to compare, in GiB, separated by commas or spaces. Press Enter to apply; clear the field for the defaults.</source>
        <translation>要对比的预算，单位 GiB，用逗号或空格分隔。按 Enter 应用；清空该字段则使用默认值。</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>默认值</translation>
    </message>
    <message>
        <source>Powers of two from one cache block up to the largest budget the semantics can measure</source>
        <translation>从一个缓存块到该语义能测量的最大预算之间的 2 的各次幂</translation>
    </message>
    <message>
        <source>B&amp;aseline:</source>
        <translation>基准(&amp;A)：</translation>
    </message>
    <message>
        <source>The policy the Δ columns compare against, in percentage points</source>
        <translation>Δ 列所对比的策略，单位为百分点</translation>
    </message>
    <message>
        <source>Copy Table</source>
        <translation>复制表格</translation>
    </message>
    <message>
        <source>Copy the whole table with its headers as tab-separated text (pastes into a spreadsheet)</source>
        <translation>把整个表格连同表头复制为制表符分隔的文本（可粘贴到电子表格中）</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the selected cells as tab-separated text</source>
        <translation>把选中的单元格复制为制表符分隔的文本</translation>
    </message>
    <message>
        <source>Copy &amp;Table</source>
        <translation>复制表格(&amp;T)</translation>
    </message>
    <message>
        <source>Bold on green: the best policy at that budget. Δ: difference from the baseline in percentage points. ≈: interpolated until the exact replay lands. —: not measured (the cache cannot fill before the measured window).</source>
        <translation>绿底粗体：该预算下最好的策略。Δ：与基准之差，单位为百分点。≈：精确回放完成前的插值。—：未测量（在被测量的区间开始前缓存无法填满）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a budget in GiB (a positive number).</source>
        <translation>“%1”不是以 GiB 为单位的预算（应为正数）。</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Replaying the compared budgets exactly...</source>
        <translation>正在精确回放对比的各个预算...</translation>
    </message>
    <message>
        <source>The exact replay failed: %1</source>
        <translation>精确回放失败：%1</translation>
    </message>
    <message>
        <source>The comparison appears with the first analysis.</source>
        <translation>第一次分析完成后会显示对比结果。</translation>
    </message>
    <message>
        <source>No budget to compare: enter some above.</source>
        <translation>没有要对比的预算：请在上方输入。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; semantics, ceiling %2 % (infinite cache)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 语义，上限 %2 %（无限缓存）</translation>
    </message>
    <message numerus="yes">
        <source> - replaying %n budget(s) exactly...</source>
        <translation>
            <numerusform> - 正在精确回放 %n 个预算...</numerusform>
        </translation>
    </message>
    <message>
        <source> - ≈ values are interpolated; they are replayed exactly while this tab is shown</source>
        <translation> - ≈ 值为插值；显示此标签页时会对其精确回放</translation>
    </message>
    <message>
        <source> - exact at every budget</source>
        <translation> - 每个预算均为精确值</translation>
    </message>
</context>
<context>
    <name>kvwb::CompareTableModel</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 pp</source>
        <translation>%1 个百分点</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 GiB of KV cache</source>
        <translation>%1 GiB 的 KV 缓存</translation>
    </message>
    <message>
        <source>Cache blocks that fit in the budget at the chosen model&apos;s bytes per block</source>
        <translation>按所选模型的每块字节数，该预算能容纳的缓存块数</translation>
    </message>
    <message>
        <source>Not measured: a cache this large cannot fill before the measured second half of the trace, so KVCache.AI semantics omit this budget (and `kvwb run` does too).</source>
        <translation>未测量：这么大的缓存在轨迹被测量的后半段开始之前无法填满，因此 KVCache.AI 语义略过这个预算（`kvwb run` 也一样）。</translation>
    </message>
    <message>
        <source>%1 minus %2 at %3: %4</source>
        <translation>%3 下 %1 减 %2：%4</translation>
    </message>
    <message>
        <source>%1 at %2 (%3 blocks): %4
%5 of %6 measured tokens served from the cache</source>
        <translation>%1 在 %2（%3 块）：%4
被测量的 %6 个 token 中有 %5 个由缓存提供</translation>
    </message>
    <message>
        <source>The best policy at this budget</source>
        <translation>该预算下最好的策略</translation>
    </message>
    <message>
        <source>≈ interpolated between replayed capacities; the exact replay of this budget runs in the background</source>
        <translation>≈ 在回放容量之间插值；该预算的精确回放正在后台运行</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Cache blocks</source>
        <translation>缓存块数</translation>
    </message>
    <message>
        <source>Δ %1</source>
        <translation>Δ %1</translation>
    </message>
    <message>
        <source>KV cache budget (edit the list above the table)</source>
        <translation>KV 缓存预算（在表格上方的列表中编辑）</translation>
    </message>
    <message>
        <source>Cache blocks that fit in the budget</source>
        <translation>该预算能容纳的缓存块数</translation>
    </message>
    <message>
        <source>%1&apos;s hit rate minus %2&apos;s, in percentage points</source>
        <translation>%1 的命中率减去 %2 的命中率，单位为百分点</translation>
    </message>
</context>
<context>
    <name>kvwb::ExportActions</name>
    <message>
        <source>Chart as &amp;PNG...</source>
        <translation>图表另存为 &amp;PNG...</translation>
    </message>
    <message>
        <source>Save the chart of the current tab (hit rate, or the request statistics figure) as a PNG image</source>
        <translation>把当前标签页的图表（命中率或请求统计图）保存为 PNG 图像</translation>
    </message>
    <message>
        <source>Chart as &amp;SVG...</source>
        <translation>图表另存为 &amp;SVG...</translation>
    </message>
    <message>
        <source>Save the chart of the current tab as a scalable SVG drawing</source>
        <translation>把当前标签页的图表保存为可缩放的 SVG 矢量图</translation>
    </message>
    <message>
        <source>&amp;Comparison Table as CSV...</source>
        <translation>对比表另存为 CSV(&amp;C)...</translation>
    </message>
    <message>
        <source>Save the Compare tab&apos;s table (hit rate per policy and budget) as CSV</source>
        <translation>把“对比”标签页的表格（各策略在各预算下的命中率）保存为 CSV</translation>
    </message>
    <message>
        <source>&amp;Readout Table as CSV...</source>
        <translation>读数表另存为 CSV(&amp;R)...</translation>
    </message>
    <message>
        <source>Save the budget readout under the hit-rate chart as CSV</source>
        <translation>把命中率图下方的预算读数保存为 CSV</translation>
    </message>
    <message>
        <source>Result as &amp;JSON...</source>
        <translation>结果另存为 &amp;JSON...</translation>
    </message>
    <message>
        <source>Save the result at the compared budgets as `kvwb run --format json` writes it (KVCache.AI semantics)</source>
        <translation>按 `kvwb run --format json` 的格式保存各对比预算下的结果（KVCache.AI 语义）</translation>
    </message>
    <message>
        <source>&amp;Report...</source>
        <translation>报告(&amp;R)...</translation>
    </message>
    <message>
        <source>Save the charts (PNG and SVG), the tables (CSV), the result (JSON) and a Markdown summary into a folder</source>
        <translation>把图表（PNG 和 SVG）、表格（CSV）、结果（JSON）和 Markdown 摘要保存到一个文件夹</translation>
    </message>
    <message>
        <source>There is no chart yet: the analysis has not finished.</source>
        <translation>还没有图表：分析尚未完成。</translation>
    </message>
    <message>
        <source>Hit rate vs capacity</source>
        <translation>命中率与容量</translation>
    </message>
    <message>
        <source>Choose a model with a supported formula in the Model panel first.</source>
        <translation>请先在“模型”面板中选择公式受支持的模型。</translation>
    </message>
    <message>
        <source>There is no trace to export.</source>
        <translation>没有可导出的轨迹。</translation>
    </message>
    <message>
        <source>There is no budget to export: enter some on the Compare tab.</source>
        <translation>没有可导出的预算：请在“对比”标签页中输入。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>LMCache request statistics at the budget</source>
        <translation>该预算下的 LMCache 请求统计</translation>
    </message>
    <message>
        <source>the hit-rate chart as shown (SVG: hit_rate.svg)</source>
        <translation>与窗口中一致的命中率图（SVG：hit_rate.svg）</translation>
    </message>
    <message>
        <source>the seven LMCache statistics, as `kvwb simulate -o` draws them (SVG: request_statistics.svg)</source>
        <translation>七项 LMCache 统计，与 `kvwb simulate -o` 绘制的一致（SVG：request_statistics.svg）</translation>
    </message>
    <message>
        <source>the comparison table (hit rates 0..1, differences in points)</source>
        <translation>对比表（命中率为 0..1，差值单位为百分点）</translation>
    </message>
    <message>
        <source>the budget readout</source>
        <translation>预算读数</translation>
    </message>
    <message>
        <source>`kvwb run --format json` for these inputs (KVCache.AI semantics)</source>
        <translation>这些输入对应的 `kvwb run --format json` 输出（KVCache.AI 语义）</translation>
    </message>
    <message>
        <source>`kvwb run --format csv` for these inputs</source>
        <translation>这些输入对应的 `kvwb run --format csv` 输出</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Export Comparison Table</source>
        <translation>导出对比表</translation>
    </message>
    <message>
        <source>Export Readout Table</source>
        <translation>导出读数表</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export Result as JSON</source>
        <translation>将结果导出为 JSON</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <source>Export Report to Folder</source>
        <translation>将报告导出到文件夹</translation>
    </message>
    <message>
        <source>Folder Not Empty</source>
        <translation>文件夹不为空</translation>
    </message>
    <message>
        <source>%1 is not empty. Files named like the report&apos;s (%2) will be replaced; other files stay.

Write the report there?</source>
        <translation>%1 不为空。与报告同名的文件（%2）将被替换；其他文件保持不变。

要在此写入报告吗？</translation>
    </message>
</context>
<context>
    <name>kvwb::Fields</name>
    <message>
        <source>model &apos;%1&apos; (formula %2) needs a list of numbers here</source>
        <translation>模型“%1”（公式 %2）此处需要一个数字列表</translation>
    </message>
    <message>
        <source>model &apos;%1&apos; (formula %2) needs a number here</source>
        <translation>模型“%1”（公式 %2）此处需要一个数字</translation>
    </message>
</context>
<context>
    <name>kvwb::Format</name>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 TiB</source>
        <translation>%1 TiB</translation>
    </message>
    <message>
        <source>%1 PiB</source>
        <translation>%1 PiB</translation>
    </message>
    <message>
        <source>%1 EiB</source>
        <translation>%1 EiB</translation>
    </message>
</context>
<context>
    <name>kvwb::HitRateChart</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Drag a rectangle to zoom in; double-click or right-click to reset the zoom. Click a legend entry to hide or show its line.</source>
        <translation>拖出矩形可放大；双击或右键单击可重置缩放。单击图例项可隐藏或显示对应曲线。</translation>
    </message>
    <message>
        <source>Cache capacity (GiB, log scale)</source>
        <translation>缓存容量（GiB，对数刻度）</translation>
    </message>
    <message>
        <source>Token hit rate</source>
        <translation>token 命中率</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>(beyond the fill limit: the largest measured budget)</source>
        <translation>（超出填满上限：取已测量的最大预算）</translation>
    </message>
    <message>
        <source>(interpolated between replayed capacities)</source>
        <translation>（在回放的容量之间插值）</translation>
    </message>
    <message>
        <source>Capacity: %1 GiB = %2 blocks</source>
        <translation>容量：%1 GiB = %2 块</translation>
    </message>
    <message>
        <source>Hit rate: %1</source>
        <translation>命中率：%1</translation>
    </message>
    <message>
        <source>Hit tokens: %1 of %2</source>
        <translation>命中 token：%1 / %2</translation>
    </message>
    <message>
        <source>Reset Zoom</source>
        <translation>重置缩放</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>Ceiling</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Ceiling %1</source>
        <translation>上限 %1</translation>
    </message>
</context>
<context>
    <name>kvwb::HitRatePage</name>
    <message>
        <source>What the chart shows: semantics, policies and the size of the working set</source>
        <translation>图表所示内容：语义、策略和工作集大小</translation>
    </message>
    <message>
        <source>Reset Zoom</source>
        <translation>重置缩放</translation>
    </message>
    <message>
        <source>Show the whole capacity range again (or double-click the chart)</source>
        <translation>重新显示整个容量范围（或双击图表）</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>分析失败：%1</translation>
    </message>
    <message>
        <source>Analysing under %1 semantics...</source>
        <translation>正在按 %1 语义分析...</translation>
    </message>
    <message>
        <source>Waiting for a trace.</source>
        <translation>等待轨迹。</translation>
    </message>
    <message>
        <source>Choose a model with a supported formula in the Model panel to size the cache.</source>
        <translation>请在“模型”面板中选择公式受支持的模型，以计算缓存大小。</translation>
    </message>
    <message>
        <source>Check at least one policy in the Policies panel.</source>
        <translation>请在“策略”面板中至少勾选一种策略。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; semantics, %2 unique blocks (%3), ceiling %4 %</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 语义，%2 个不同的块（%3），上限 %4 %</translation>
    </message>
    <message>
        <source> - dots are replayed capacities, lines between them interpolated</source>
        <translation> - 圆点为回放的容量，其间的线段为插值</translation>
    </message>
    <message>
        <source> - exact at every capacity</source>
        <translation> - 每个容量均为精确值</translation>
    </message>
</context>
<context>
    <name>kvwb::JobStatusWidget</name>
    <message>
        <source>about 00 min 00 s left</source>
        <translation>大约还剩 00 分 00 秒</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the running jobs; what is shown now stays as it is</source>
        <translation>停止正在运行的任务；当前显示的内容保持不变</translation>
    </message>
    <message>
        <source>almost done</source>
        <translation>即将完成</translation>
    </message>
    <message numerus="yes">
        <source>about %n s left</source>
        <translation>
            <numerusform>大约还剩 %n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>大约还剩 %1</translation>
    </message>
</context>
<context>
    <name>kvwb::LineReader</name>
    <message>
        <source>line longer than 2 GiB</source>
        <translation>行长度超过 2 GiB</translation>
    </message>
</context>
<context>
    <name>kvwb::LmcacheReader</name>
    <message>
        <source>a lookup record must be a JSON object, got %1</source>
        <translation>查找记录必须是 JSON 对象，实际为 %1</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>必须是字符串</translation>
    </message>
    <message>
        <source>must be a list of integers</source>
        <translation>必须是整数列表</translation>
    </message>
    <message>
        <source>must be a list of non-negative integers</source>
        <translation>必须是非负整数列表</translation>
    </message>
    <message>
        <source>must be a number, got %1</source>
        <translation>必须是数字，实际为 %1</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>must be a list, got %1</source>
        <translation>必须是列表，实际为 %1</translation>
    </message>
    <message>
        <source>must be a hex string, got %1</source>
        <translation>必须是十六进制字符串，实际为 %1</translation>
    </message>
    <message>
        <source>no lookup record (%1 parse errors)</source>
        <translation>没有查找记录（%1 个解析错误）</translation>
    </message>
    <message>
        <source>no lookup record for model &apos;%1&apos; (models present: %2)</source>
        <translation>没有模型“%1”的查找记录（现有模型：%2）</translation>
    </message>
    <message>
        <source>unknown dtype &apos;%1&apos; in the first record; pass --kv-bytes-per-chunk</source>
        <translation>第一条记录中的 dtype“%1”未知；请传入 --kv-bytes-per-chunk</translation>
    </message>
    <message>
        <source>the first record has no shapes/dtypes; pass --kv-bytes-per-chunk</source>
        <translation>第一条记录没有 shapes/dtypes；请传入 --kv-bytes-per-chunk</translation>
    </message>
</context>
<context>
    <name>kvwb::MainMenus</name>
    <message>
        <source>&amp;Analysis</source>
        <translation>分析(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Re-run Analysis</source>
        <translation>重新运行分析(&amp;R)</translation>
    </message>
    <message>
        <source>Compute the hit-rate curves again for the current trace and settings</source>
        <translation>按当前轨迹和设置重新计算命中率曲线</translation>
    </message>
    <message>
        <source>&amp;Cancel Running Job</source>
        <translation>取消正在运行的任务(&amp;C)</translation>
    </message>
    <message>
        <source>Stop the job shown in the status bar (loading or analysis)</source>
        <translation>停止状态栏中显示的任务（加载或分析）</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Export charts and tables as CSV, JSON, PNG or SVG</source>
        <translation>将图表和表格导出为 CSV、JSON、PNG 或 SVG</translation>
    </message>
</context>
<context>
    <name>kvwb::MainWindow</name>
    <message>
        <source>Demo workload</source>
        <translation>演示负载</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>轨迹</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Policies</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Analysis failed</source>
        <translation>分析失败</translation>
    </message>
    <message>
        <source>The hit-rate analysis could not be computed.</source>
        <translation>无法计算命中率分析。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open Trace...</source>
        <translation>打开轨迹(&amp;O)...</translation>
    </message>
    <message>
        <source>Open a Mooncake / KVCache.AI JSONL trace or an LMCache log (plain, compressed or archived)</source>
        <translation>打开 Mooncake / KVCache.AI JSONL 轨迹或 LMCache 日志（普通、压缩或归档文件）</translation>
    </message>
    <message>
        <source>Open LMCache Log &amp;Folder...</source>
        <translation>打开 LMCache 日志文件夹(&amp;F)...</translation>
    </message>
    <message>
        <source>Open a directory of LMCache lookup_hashes_*.jsonl files as one trace</source>
        <translation>把一个包含 LMCache lookup_hashes_*.jsonl 文件的目录作为一条轨迹打开</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Open one of the traces opened lately</source>
        <translation>打开最近打开过的轨迹</translation>
    </message>
    <message>
        <source>Open &amp;Demo Workload</source>
        <translation>打开演示负载(&amp;D)</translation>
    </message>
    <message>
        <source>Generate the built-in multi-turn chat workload</source>
        <translation>生成内置的多轮对话负载</translation>
    </message>
    <message>
        <source>Re&amp;load Trace</source>
        <translation>重新加载轨迹(&amp;L)</translation>
    </message>
    <message>
        <source>Load the current trace again with the current loading options</source>
        <translation>用当前的加载选项重新加载当前轨迹</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Close the window and quit</source>
        <translation>关闭窗口并退出</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Show or hide the %1 panel</source>
        <translation>显示或隐藏“%1”面板</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About KV Cache Workbench</source>
        <translation>关于 KV 缓存工作台(&amp;A)</translation>
    </message>
    <message>
        <source>Version, libraries and what this application does</source>
        <translation>版本、依赖库以及本应用的用途</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 &amp;Qt</translation>
    </message>
    <message>
        <source>The Qt version and license</source>
        <translation>Qt 的版本和许可证</translation>
    </message>
    <message>
        <source>Loading %1...</source>
        <translation>正在加载 %1...</translation>
    </message>
    <message>
        <source>Generating the demo workload...</source>
        <translation>正在生成演示负载...</translation>
    </message>
    <message>
        <source>Generated the demo workload</source>
        <translation>已生成演示负载</translation>
    </message>
    <message>
        <source>Loaded %1</source>
        <translation>已加载 %1</translation>
    </message>
    <message>
        <source>%1: %2 requests, %3 block events in %4</source>
        <translation>%1：%2 个请求，%3 个块事件，用时 %4</translation>
    </message>
    <message>
        <source>Loading cancelled; the previous trace is still shown.</source>
        <translation>已取消加载；仍显示之前的轨迹。</translation>
    </message>
    <message>
        <source>Loading cancelled.</source>
        <translation>已取消加载。</translation>
    </message>
    <message>
        <source>Could not load %1.</source>
        <translation>无法加载 %1。</translation>
    </message>
    <message>
        <source>The previous trace is still shown.</source>
        <translation>仍显示之前的轨迹。</translation>
    </message>
    <message>
        <source>Opening the built-in demo workload instead.</source>
        <translation>改为打开内置演示负载。</translation>
    </message>
    <message>
        <source>Could not open trace</source>
        <translation>无法打开轨迹</translation>
    </message>
    <message>
        <source>Open Trace</source>
        <translation>打开轨迹</translation>
    </message>
    <message>
        <source>Traces (*.jsonl *.json *.gz *.zst *.xz *.bz2 *.zip *.tar *.tgz);;All files (*)</source>
        <translation>轨迹 (*.jsonl *.json *.gz *.zst *.xz *.bz2 *.zip *.tar *.tgz);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open LMCache Log Folder</source>
        <translation>打开 LMCache 日志文件夹</translation>
    </message>
    <message>
        <source>KV Cache Workbench</source>
        <translation>KV 缓存工作台</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation>%1 - %2</translation>
    </message>
</context>
<context>
    <name>kvwb::ModelCatalog</name>
    <message>
        <source>cannot read the model catalog: %1</source>
        <translation>无法读取模型目录：%1</translation>
    </message>
</context>
<context>
    <name>kvwb::ModelPanel</name>
    <message>
        <source>The model catalog is empty, so there is nothing to calculate.</source>
        <translation>模型目录为空，无可计算的内容。</translation>
    </message>
    <message>
        <source>Search models (name, family, formula)...</source>
        <translation>搜索模型（名称、系列、公式）...</translation>
    </message>
    <message>
        <source>Type part of a model&apos;s name, id, family or formula; Enter picks the first match</source>
        <translation>输入模型名称、ID、系列或公式的一部分；按 Enter 选择第一个匹配项</translation>
    </message>
    <message>
        <source>The KV Cache Calculator&apos;s model catalog, grouped by family</source>
        <translation>KV Cache Calculator 的模型目录，按系列分组</translation>
    </message>
    <message>
        <source>Bytes per element of the stored keys and values</source>
        <translation>所存储的键和值每个元素的字节数</translation>
    </message>
    <message>
        <source>Model default</source>
        <translation>模型默认</translation>
    </message>
    <message>
        <source>Include draft KV cache</source>
        <translation>包含草稿层 KV 缓存</translation>
    </message>
    <message>
        <source>Add the KV cache of the model&apos;s draft (MTP / next-n prediction) layers</source>
        <translation>计入模型草稿层（MTP / next-n 预测）的 KV 缓存</translation>
    </message>
    <message>
        <source>Context length T for formulas whose size per token depends on it (sliding windows, compressed layers). Defaults to the trace&apos;s average input tokens.</source>
        <translation>上下文长度 T，用于每 token 大小随其变化的公式（滑动窗口、压缩层）。默认为轨迹的平均输入 token 数。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>KV precision</source>
        <translation>KV 精度</translation>
    </message>
    <message>
        <source>Indexer precision</source>
        <translation>索引器精度</translation>
    </message>
    <message>
        <source>Estimate tokens</source>
        <translation>估算 token 数</translation>
    </message>
    <message>
        <source>Bytes per token</source>
        <translation>每 token 字节数</translation>
    </message>
    <message>
        <source>Bytes per block</source>
        <translation>每块字节数</translation>
    </message>
    <message>
        <source>Applied</source>
        <translation>实际采用</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; &lt;span style=&apos;color:gray&apos;&gt;%2&lt;/span&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; &lt;span style=&apos;color:gray&apos;&gt;%2&lt;/span&gt;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Model default (%1)</source>
        <translation>模型默认（%1）</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>This model has no sparse-attention indexer</source>
        <translation>这个模型没有稀疏注意力索引器</translation>
    </message>
    <message>
        <source>%1 (fixed by the model)</source>
        <translation>%1（由模型固定）</translation>
    </message>
    <message>
        <source>The catalog fixes this model&apos;s indexer precision</source>
        <translation>模型目录固定了这个模型的索引器精度</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Bytes per element of the sparse-attention indexer&apos;s keys</source>
        <translation>稀疏注意力索引器的键每个元素的字节数</translation>
    </message>
    <message>
        <source>%1 uses the &quot;%2&quot; formula, which the KV calculator does not support (neither does the reference calculator). Choose another model.</source>
        <translation>%1 使用“%2”公式，KV 计算器不支持该公式（参考计算器也不支持）。请选择其他模型。</translation>
    </message>
    <message>
        <source>%1 B/token</source>
        <translation>%1 B/token</translation>
    </message>
    <message>
        <source>%1/block</source>
        <translation>%1/块</translation>
    </message>
    <message>
        <source>%1 bytes = bytes per token x %2 tokens per block (the trace&apos;s block size)</source>
        <translation>%1 字节 = 每 token 字节数 × 每块 %2 个 token（轨迹的块大小）</translation>
    </message>
    <message>
        <source>needs a trace</source>
        <translation>需要轨迹</translation>
    </message>
    <message>
        <source>Bytes per block use the loaded trace&apos;s block size</source>
        <translation>每块字节数按已加载轨迹的块大小计算</translation>
    </message>
    <message>
        <source>KV %1</source>
        <translation>KV %1</translation>
    </message>
    <message>
        <source>indexer %1</source>
        <translation>索引器 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n draft layer(s)</source>
        <translation>
            <numerusform>%n 个草稿层</numerusform>
        </translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation>不支持</translation>
    </message>
</context>
<context>
    <name>kvwb::MooncakeReader</name>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>%1 differs from the first declared block size %2</source>
        <translation>%1 与首次声明的块大小 %2 不同</translation>
    </message>
    <message>
        <source>must be a list, got %1</source>
        <translation>必须是列表，实际为 %1</translation>
    </message>
    <message>
        <source>has %1 entries but hash_ids has %2</source>
        <translation>有 %1 项，但 hash_ids 有 %2 项</translation>
    </message>
    <message>
        <source>must be an integer or a string, got %1</source>
        <translation>必须是整数或字符串，实际为 %1</translation>
    </message>
    <message>
        <source> (%1 invalid records in all; this is the first)</source>
        <translation>（共 %1 条无效记录；这是第一条）</translation>
    </message>
    <message>
        <source>no valid record (%1 parse errors, %2 skipped records)</source>
        <translation>没有有效记录（%1 个解析错误，跳过 %2 条记录）</translation>
    </message>
    <message>
        <source>the trace declares no block_size; pass --block-size (Mooncake traces use 512)</source>
        <translation>轨迹没有声明 block_size；请传入 --block-size（Mooncake 轨迹使用 512）</translation>
    </message>
</context>
<context>
    <name>kvwb::PoliciesPanel</name>
    <message>
        <source>KVCache.AI kvcache-simulator rules: a block is shared only under the same prefix, and hits count in the second half of the trace. Curves are replayed at a grid of capacities (the dots) and interpolated in between; the readout replays the budget exactly once the slider rests.</source>
        <translation>KVCache.AI kvcache-simulator 规则：只有前缀相同的块才会共享，只统计轨迹后半段的命中。曲线在一组网格容量（圆点）上回放，其间插值；滑块停下后读数会按该预算精确回放。</translation>
    </message>
    <message>
        <source>LMCache cache-simulator rules: chunks are identified by their raw hash, evicted LRU head-first, and every request is measured. The curve is exact at every capacity.</source>
        <translation>LMCache cache-simulator 规则：分块以原始哈希标识，按 LRU 从头部开始淘汰，每个请求都参与统计。曲线在每个容量上都是精确的。</translation>
    </message>
    <message>
        <source>Serving-engine rules (vLLM free queue, SGLang radix tree): prefix-aware eviction that takes the deepest block of a prefix first, measured after a warm-up half. LRU&apos;s curve is exact at every capacity; the other policies are replayed at a grid of capacities (the dots).</source>
        <translation>推理引擎规则（vLLM 空闲队列、SGLang 基数树）：前缀感知的淘汰，先淘汰前缀中最深的块，在前半段预热之后开始统计。LRU 的曲线在每个容量上都是精确的；其他策略在一组网格容量（圆点）上回放。</translation>
    </message>
    <message>
        <source>Whose rules the replay follows: which blocks count as the same, how they are evicted and which requests are measured</source>
        <translation>回放遵循谁的规则：哪些块算作同一个块、如何淘汰，以及统计哪些请求</translation>
    </message>
    <message>
        <source>Check the eviction policies to draw and read out</source>
        <translation>勾选要绘制和读数的淘汰策略</translation>
    </message>
    <message>
        <source>Check at least one policy to draw its curve.</source>
        <translation>至少勾选一种策略才能绘制其曲线。</translation>
    </message>
    <message>
        <source>Semantics</source>
        <translation>语义</translation>
    </message>
    <message>
        <source>FIFO: blocks leave in the order they entered; a hit does not keep a block longer.</source>
        <translation>FIFO：块按进入的顺序离开；命中不会让块停留更久。</translation>
    </message>
    <message>
        <source>LRU: the least recently used block leaves first; every hit refreshes a block.</source>
        <translation>LRU：最久未使用的块最先淘汰；每次命中都会刷新该块。</translation>
    </message>
    <message>
        <source>OPTIMAL (Belady): the block needed furthest in the future leaves first - the upper bound no online policy can beat.</source>
        <translation>OPTIMAL（Belady）：未来最晚才会用到的块最先淘汰——任何在线策略都无法超越的上界。</translation>
    </message>
    <message>
        <source>LRU (tail-first): prefix-aware LRU that evicts the deepest block of a prefix first, as vLLM&apos;s free queue and SGLang&apos;s radix tree do.</source>
        <translation>LRU（尾部优先）：前缀感知的 LRU，先淘汰前缀中最深的块，与 vLLM 的空闲队列和 SGLang 的基数树一致。</translation>
    </message>
    <message>
        <source>ARC: balances recently and frequently used blocks, adapting the split to the workload.</source>
        <translation>ARC：在最近使用和频繁使用的块之间取得平衡，并根据负载调整两者的比例。</translation>
    </message>
    <message>
        <source>S3-FIFO: a small probation queue in front of a main FIFO; one-hit blocks leave early.</source>
        <translation>S3-FIFO：在主 FIFO 之前设一个小的试用队列；只命中一次的块会提早离开。</translation>
    </message>
    <message>
        <source>SIEVE: a FIFO whose hand skips blocks visited since it last passed them.</source>
        <translation>SIEVE：一种 FIFO，其指针会跳过自上次经过以来被访问过的块。</translation>
    </message>
    <message>
        <source>LFU: the least frequently used block leaves first.</source>
        <translation>LFU：使用频率最低的块最先淘汰。</translation>
    </message>
    <message>
        <source>CLOCK: a second-chance FIFO that approximates LRU with one bit per block.</source>
        <translation>CLOCK：第二次机会 FIFO，每块用一个标志位来近似 LRU。</translation>
    </message>
    <message>
        <source>BELADY: the block needed furthest in the future leaves first - the optimal bound.</source>
        <translation>BELADY：未来最晚才会用到的块最先淘汰——即最优界限。</translation>
    </message>
    <message>
        <source>%1 eviction</source>
        <translation>%1 淘汰</translation>
    </message>
</context>
<context>
    <name>kvwb::ProjectActions</name>
    <message>
        <source>KV Cache Workbench projects (*.%1);;All files (*)</source>
        <translation>KV 缓存工作台项目 (*.%1);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open &amp;Project...</source>
        <translation>打开项目(&amp;P)...</translation>
    </message>
    <message>
        <source>Open a saved project: its trace, model, precisions, policies and budget</source>
        <translation>打开已保存的项目：其中的轨迹、模型、精度、策略和预算</translation>
    </message>
    <message>
        <source>&amp;Save Project</source>
        <translation>保存项目(&amp;S)</translation>
    </message>
    <message>
        <source>Save the trace, model, precisions, policies and budget as a project file</source>
        <translation>把轨迹、模型、精度、策略和预算保存为项目文件</translation>
    </message>
    <message>
        <source>Save Project &amp;As...</source>
        <translation>项目另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>Save the current view as a new project file</source>
        <translation>把当前视图保存为新的项目文件</translation>
    </message>
    <message>
        <source>Could not open project</source>
        <translation>无法打开项目</translation>
    </message>
    <message>
        <source>The project could not be opened.</source>
        <translation>无法打开该项目。</translation>
    </message>
    <message>
        <source>Opened project %1</source>
        <translation>已打开项目 %1</translation>
    </message>
    <message>
        <source>Could not save project</source>
        <translation>无法保存项目</translation>
    </message>
    <message>
        <source>The project was not saved.</source>
        <translation>项目未保存。</translation>
    </message>
    <message>
        <source>Saved project %1</source>
        <translation>已保存项目 %1</translation>
    </message>
    <message>
        <source>The model &quot;%1&quot; is not in the catalog; the current model is kept.</source>
        <translation>模型目录中没有模型“%1”；保留当前模型。</translation>
    </message>
    <message>
        <source>Project opened with changes</source>
        <translation>项目已打开，但有改动</translation>
    </message>
    <message>
        <source>Trace not found</source>
        <translation>找不到轨迹</translation>
    </message>
    <message>
        <source>The project&apos;s trace &quot;%1&quot; was not found at
%2.

Has it moved?</source>
        <translation>在
%2
中找不到项目的轨迹“%1”。

它是否已被移动？</translation>
    </message>
    <message>
        <source>&amp;Locate...</source>
        <translation>查找(&amp;L)...</translation>
    </message>
    <message>
        <source>Open &amp;Without It</source>
        <translation>不带它打开(&amp;W)</translation>
    </message>
    <message>
        <source>Locate %1</source>
        <translation>查找 %1</translation>
    </message>
    <message>
        <source>%1 (%1);;Traces (*.jsonl *.json *.gz *.zst *.xz *.bz2 *.zip *.tar *.tgz);;All files (*)</source>
        <translation>%1 (%1);;轨迹 (*.jsonl *.json *.gz *.zst *.xz *.bz2 *.zip *.tar *.tgz);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>demo</source>
        <translation>演示</translation>
    </message>
    <message>
        <source>Save Project As</source>
        <translation>项目另存为</translation>
    </message>
    <message>
        <source>Replace project?</source>
        <translation>替换项目？</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 已存在。要替换它吗？</translation>
    </message>
</context>
<context>
    <name>kvwb::Reader</name>
    <message>
        <source>keys must be plain names</source>
        <translation>键必须是普通名称</translation>
    </message>
    <message>
        <source>unknown key (expected one of: %1)</source>
        <translation>未知的键（应为以下之一：%1）</translation>
    </message>
    <message>
        <source>the key appears twice</source>
        <translation>该键出现了两次</translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation>应为文本，实际为 %1</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>应为 true 或 false，实际为 %1</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>一个数字</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>应为数字，实际为 %1</translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation>应为列表，实际为 %1</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>应为%1，实际为 %2</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>一个列表</translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation>一个映射</translation>
    </message>
    <message>
        <source>the text &quot;%1&quot;</source>
        <translation>文本“%1”</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>空值</translation>
    </message>
</context>
<context>
    <name>kvwb::ReadoutModel</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Ceiling</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>infinite cache: nothing evicted</source>
        <translation>无限缓存：不淘汰任何块</translation>
    </message>
    <message>
        <source>≈ not measured: beyond the fill limit</source>
        <translation>≈ 未测量：超出填满上限</translation>
    </message>
    <message>
        <source>≈ interpolated; exact once the slider rests</source>
        <translation>≈ 插值；滑块停下后为精确值</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>精确</translation>
    </message>
    <message>
        <source>A cache this large cannot fill before the measured second half of the trace, so KVCache.AI semantics do not measure it; the value is that of the largest measured budget. Try the LMCache or native preset for an exact curve at every capacity.</source>
        <translation>这么大的缓存在轨迹被测量的后半段开始之前无法填满，因此 KVCache.AI 语义不测量它；显示的是已测量的最大预算的值。要在每个容量上得到精确曲线，请改用 LMCache 或原生预设。</translation>
    </message>
    <message>
        <source>Interpolated between the two nearest replayed capacities. The budget is replayed exactly %1 ms after the slider stops moving.</source>
        <translation>在两个最近的回放容量之间插值。滑块停止移动 %1 毫秒后会按该预算精确回放。</translation>
    </message>
    <message>
        <source>The hit rate if no block were ever evicted: no policy can exceed it</source>
        <translation>假如从不淘汰任何块时的命中率：任何策略都不能超过它</translation>
    </message>
    <message>
        <source>Share of measured prompt tokens served from the cache</source>
        <translation>被测量的提示词 token 中由缓存提供的比例</translation>
    </message>
    <message>
        <source>Prompt tokens served from the cache, of %1 measured</source>
        <translation>由缓存提供的提示词 token 数（共测量 %1 个）</translation>
    </message>
    <message>
        <source>Ideal prefill speed-up if cached tokens cost nothing: 1 / (1 - hit rate)</source>
        <translation>假设缓存命中的 token 不耗时的理想预填充加速比：1 / (1 - 命中率)</translation>
    </message>
    <message>
        <source>Read from an exact replay or an exact curve at this capacity</source>
        <translation>读自该容量下的精确回放或精确曲线</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Hit rate</source>
        <translation>命中率</translation>
    </message>
    <message>
        <source>Hit tokens</source>
        <translation>命中 token 数</translation>
    </message>
    <message>
        <source>Ideal speed-up</source>
        <translation>理想加速比</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>读数</translation>
    </message>
    <message>
        <source>Token hit rate at the budget</source>
        <translation>该预算下的 token 命中率</translation>
    </message>
    <message>
        <source>Prompt tokens served from the cache at the budget</source>
        <translation>在该预算下由缓存提供的提示词 token 数</translation>
    </message>
    <message>
        <source>Prefill speed-up if cached tokens cost nothing: 1 / (1 - hit rate)</source>
        <translation>假设缓存命中的 token 不耗时的预填充加速比：1 / (1 - 命中率)</translation>
    </message>
    <message>
        <source>Whether the value is exact or interpolated between replayed capacities</source>
        <translation>该值是精确值，还是在回放容量之间的插值</translation>
    </message>
    <message>
        <source>Eviction policy (colour as in the chart)</source>
        <translation>淘汰策略（颜色与图表一致）</translation>
    </message>
</context>
<context>
    <name>kvwb::ReadoutTable</name>
    <message>
        <source>The budget the table reads at; move it with the Budget slider</source>
        <translation>表格读数所用的预算；用“预算”滑块调整</translation>
    </message>
    <message>
        <source>Every checked policy at the budget</source>
        <translation>所有已勾选策略在该预算下的读数</translation>
    </message>
    <message>
        <source>Ideal speed-up</source>
        <translation>理想加速比</translation>
    </message>
    <message>
        <source>Budget: &lt;b&gt;%1 GiB&lt;/b&gt; = %2 blocks of %3</source>
        <translation>预算：&lt;b&gt;%1 GiB&lt;/b&gt; = %2 个 %3 的块</translation>
    </message>
    <message>
        <source>Budget: read out once there are curves</source>
        <translation>预算：有曲线后显示读数</translation>
    </message>
</context>
<context>
    <name>kvwb::RecentFiles</name>
    <message>
        <source>No recent traces</source>
        <translation>没有最近打开的轨迹</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>清空菜单(&amp;C)</translation>
    </message>
    <message>
        <source>Traces you open will be listed here</source>
        <translation>打开过的轨迹会列在这里</translation>
    </message>
    <message>
        <source>Forget the recently opened traces (the files stay where they are)</source>
        <translation>清除最近打开的轨迹记录（文件本身不受影响）</translation>
    </message>
</context>
<context>
    <name>kvwb::RequestStatsPage</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>These statistics follow LMCache&apos;s semantics - raw chunk hashes, head-first LRU, every request measured - whatever preset the Policies panel uses, as &lt;tt&gt;kvwb simulate&lt;/tt&gt; reports them.</source>
        <translation>无论“策略”面板使用哪种预设，这些统计都遵循 LMCache 的语义——原始分块哈希、头部优先的 LRU、每个请求都参与统计——与 &lt;tt&gt;kvwb simulate&lt;/tt&gt; 的报告一致。</translation>
    </message>
    <message>
        <source>Token hit rate</source>
        <translation>token 命中率</translation>
    </message>
    <message>
        <source>Prompt tokens served from the cache, of all tokens</source>
        <translation>由缓存提供的提示词 token 占全部 token 的比例</translation>
    </message>
    <message>
        <source>Hit tokens</source>
        <translation>命中 token 数</translation>
    </message>
    <message>
        <source>Prompt tokens served from the cache</source>
        <translation>由缓存提供的提示词 token 数</translation>
    </message>
    <message>
        <source>Total tokens</source>
        <translation>总 token 数</translation>
    </message>
    <message>
        <source>All prompt tokens (seq_len), every request measured</source>
        <translation>全部提示词 token 数（seq_len），统计每个请求</translation>
    </message>
    <message>
        <source>Requests hit</source>
        <translation>命中的请求</translation>
    </message>
    <message>
        <source>Requests with at least one chunk hit</source>
        <translation>至少命中一个分块的请求</translation>
    </message>
    <message>
        <source>Evictions</source>
        <translation>淘汰次数</translation>
    </message>
    <message>
        <source>Chunks evicted to make room, over the whole trace</source>
        <translation>整个轨迹中为腾出空间而淘汰的分块数</translation>
    </message>
    <message>
        <source>Occupancy</source>
        <translation>占用</translation>
    </message>
    <message>
        <source>Chunks cached at the end, of the capacity in chunks</source>
        <translation>结束时已缓存的分块数占容量（分块数）的比例</translation>
    </message>
    <message>
        <source>Replaying the LMCache statistics at %1 chunks...</source>
        <translation>正在以 %1 个分块回放 LMCache 统计...</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>There are no request statistics yet: load a trace and choose a model first.</source>
        <translation>还没有请求统计：请先加载轨迹并选择模型。</translation>
    </message>
    <message>
        <source>The LMCache replay failed: %1</source>
        <translation>LMCache 回放失败：%1</translation>
    </message>
    <message>
        <source>Waiting for a trace.</source>
        <translation>等待轨迹。</translation>
    </message>
    <message>
        <source>The statistics appear with the first analysis (choose a model to size the cache).</source>
        <translation>第一次分析完成后会显示统计（请选择模型以确定缓存大小）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2 chunks of %3)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2 个 %3 的分块）</translation>
    </message>
    <message>
        <source>Replaying LMCache at %1...</source>
        <translation>正在以 %1 回放 LMCache...</translation>
    </message>
    <message>
        <source>LMCache replay at %1: %2 requests.</source>
        <translation>以 %1 回放 LMCache：%2 个请求。</translation>
    </message>
    <message>
        <source>The statistics follow the budget once it rests: %1.</source>
        <translation>预算停止变动后统计会随之更新：%1。</translation>
    </message>
</context>
<context>
    <name>kvwb::TracePanel</name>
    <message>
        <source>No trace loaded yet.</source>
        <translation>尚未加载轨迹。</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>The trace file(s) shown; the full path is in this tooltip</source>
        <translation>当前显示的轨迹文件；完整路径见此提示</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>The reader that parsed the trace</source>
        <translation>解析该轨迹所用的读取器</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求数</translation>
    </message>
    <message>
        <source>Accepted requests (trace records)</source>
        <translation>已接受的请求（轨迹记录）</translation>
    </message>
    <message>
        <source>Block events</source>
        <translation>块事件</translation>
    </message>
    <message>
        <source>Block references over all requests</source>
        <translation>所有请求中的块引用次数</translation>
    </message>
    <message>
        <source>Unique blocks</source>
        <translation>不同块数</translation>
    </message>
    <message>
        <source>Distinct prefix-trie nodes: a block counts as the same only with the same prefix before it (KVCache.AI identity)</source>
        <translation>不同的前缀树节点数：只有前缀相同的块才算同一个块（KVCache.AI 的块标识）</translation>
    </message>
    <message>
        <source>Raw unique ids</source>
        <translation>原始不同 ID 数</translation>
    </message>
    <message>
        <source>Distinct hash ids regardless of their prefix (LMCache identity)</source>
        <translation>不计前缀的不同哈希 ID 数（LMCache 的块标识）</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>块大小</translation>
    </message>
    <message>
        <source>Tokens per block (chunk size for LMCache logs)</source>
        <translation>每块的 token 数（LMCache 日志为分块大小）</translation>
    </message>
    <message>
        <source>Total tokens</source>
        <translation>总 token 数</translation>
    </message>
    <message>
        <source>Tokens the blocks stand for (sum of sequence lengths for LMCache logs)</source>
        <translation>这些块所代表的 token 数（LMCache 日志为序列长度之和）</translation>
    </message>
    <message>
        <source>Avg input tokens</source>
        <translation>平均输入 token 数</translation>
    </message>
    <message>
        <source>Total tokens per request</source>
        <translation>每个请求的总 token 数</translation>
    </message>
    <message>
        <source>Time span</source>
        <translation>时间跨度</translation>
    </message>
    <message>
        <source>From the first to the last timestamp</source>
        <translation>从第一个到最后一个时间戳</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>会话数</translation>
    </message>
    <message>
        <source>Distinct session ids in the trace</source>
        <translation>轨迹中不同会话 ID 的个数</translation>
    </message>
    <message>
        <source>KV bytes / chunk</source>
        <translation>每分块 KV 字节数</translation>
    </message>
    <message>
        <source>From the first record&apos;s shapes and dtypes (LMCache logs)</source>
        <translation>根据第一条记录的形状和数据类型计算（LMCache 日志）</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Memory the loaded trace takes in this process</source>
        <translation>已加载的轨迹在本进程中占用的内存</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>校验</translation>
    </message>
    <message>
        <source>Parse errors</source>
        <translation>解析错误</translation>
    </message>
    <message>
        <source>Lines that are not valid JSON; skipped</source>
        <translation>不是合法 JSON 的行；已跳过</translation>
    </message>
    <message>
        <source>Skipped records</source>
        <translation>跳过的记录</translation>
    </message>
    <message>
        <source>Records without blocks (no hash ids), skipped as the reference tools do</source>
        <translation>没有块（没有哈希 ID）的记录，与参考工具一样跳过</translation>
    </message>
    <message>
        <source>Loading</source>
        <translation>加载</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 个 token</translation>
    </message>
    <message>
        <source>Tokens per block for Mooncake traces without a block_size field (Mooncake uses 512). Takes effect when a trace is (re)loaded.</source>
        <translation>没有 block_size 字段的 Mooncake 轨迹所用的每块 token 数（Mooncake 使用 512）。在（重新）加载轨迹时生效。</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>重新加载</translation>
    </message>
    <message>
        <source>Load the current trace again with this block size</source>
        <translation>用这个块大小重新加载当前轨迹</translation>
    </message>
    <message>
        <source>Block size if the
trace declares none</source>
        <translation>轨迹未声明时
使用的块大小</translation>
    </message>
    <message>
        <source>&lt;b&gt;Built-in demo workload&lt;/b&gt;: synthetic multi-turn chat. Open a trace with Ctrl+O or drop a file onto the window to replace it.</source>
        <translation>&lt;b&gt;内置演示负载&lt;/b&gt;：合成的多轮对话。按 Ctrl+O 打开轨迹，或把文件拖到窗口上来替换它。</translation>
    </message>
    <message>
        <source>Demo workload</source>
        <translation>演示负载</translation>
    </message>
    <message>
        <source>Generated in memory; no file</source>
        <translation>在内存中生成；没有文件</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>来自 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 个 token</translation>
    </message>
    <message>
        <source>no timestamps</source>
        <translation>没有时间戳</translation>
    </message>
    <message>
        <source>How long the requests&apos; inputs are (tokens); the longest 0.5% are left out</source>
        <translation>请求输入的长度（token 数）；最长的 0.5% 未计入</translation>
    </message>
    <message>
        <source>Input length per request</source>
        <translation>每个请求的输入长度</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>输入 token 数</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Replay LLM KV-cache traces through cache policies, tiers and clusters.</source>
        <translation>在缓存策略、存储分层和集群上回放大模型 KV 缓存轨迹。</translation>
    </message>
    <message>
        <source>Trace file(s) to open as one trace, or a .kvwb project (default: the demo workload).</source>
        <translation>作为一条轨迹打开的轨迹文件，或一个 .kvwb 项目（默认：演示负载）。</translation>
    </message>
    <message>
        <source>Render the window after the startup load, save it as PNG to &lt;path&gt; and exit.</source>
        <translation>启动加载完成后渲染窗口，保存为 PNG 到 &lt;path&gt; 并退出。</translation>
    </message>
    <message>
        <source>Use the &lt;theme&gt; (system, light or dark) for this run only.</source>
        <translation>仅在本次运行中使用 &lt;theme&gt;（system、light 或 dark）。</translation>
    </message>
    <message>
        <source>Use the &lt;language&gt; (en, zh_CN) for this run only.</source>
        <translation>仅在本次运行中使用 &lt;language&gt;（en、zh_CN）。</translation>
    </message>
</context>
<context>
    <name>std</name>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>must be an integer, got %1</source>
        <translation>必须是整数，实际为 %1</translation>
    </message>
    <message>
        <source>must be &gt;= 0, got %1</source>
        <translation>必须大于等于 0，实际为 %1</translation>
    </message>
    <message>
        <source>must be &gt; 0, got %1</source>
        <translation>必须大于 0，实际为 %1</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>一个整数</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>应为整数，实际为 %1</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 超出范围（%2 到 %3）</translation>
    </message>
</context>
</TS>

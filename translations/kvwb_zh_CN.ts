<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>YAML</name>
    <message>
        <source>expected a mapping of keys to values, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid YAML: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb</name>
    <message>
        <source>KVCache.AI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LMCache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Native</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demo workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an integer, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &gt; 0, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large (at most 4294967294)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>directory holds no lookup_hashes_*.jsonl files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a block trace: expected JSON lines with &quot;hash_ids&quot; (Mooncake / KVCache.AI) or &quot;chunk_hashes&quot; (LMCache); use --format-in to force one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no trace file given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty input: no trace records found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown precision &apos;%1&apos; (valid: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalog defines none of the standard precisions (it has: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reference KV cache calculator does not support it, so there is no accounting to match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the calculator knows %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported formula &apos;%1&apos; for model &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a positive number, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown preset &apos;%1&apos; (expected one of: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown policy &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a budget cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>budgets must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the project: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a KV Cache Workbench project (expected a mapping with &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing; this is not a KV Cache Workbench project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project was saved by a newer KV Cache Workbench (format %1; this version reads format %2 and older). Open it with a newer version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a trace path is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the project: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too large to be a KV Cache Workbench project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mooncake / KVCache.AI JSONL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LMCache lookup-hash log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in demo workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts need a QApplication (use the &quot;offscreen&quot; platform without a display)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the image is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG encoding failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: the curve has no points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token hit rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4. Rolling token hit rate over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative token hit rate (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>miss %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5. Evictions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chunks evicted over %1 requests
%2 per request on average

capacity %3 chunks, %4 occupied at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LMCache cache simulation statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token hit rate %1  ·  %2 requests  ·  %3 of %4 tokens from cache  ·  %5 evictions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity %1 (%2 chunks of %3 bytes, %4 occupied)  ·  chunk size %5 tokens  ·  model: %6  ·  input: %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests with ≥ 1 chunk hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens served from cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cache hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of hit chunks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. Per-request token hit rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token hit rate (%), zero-hit requests excluded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1b. Per-request token hit rate, 97㄀%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token hit rate (%), 97㄀% zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No request between 97 and 100%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>100% hit: %1 requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Hit prefix length per request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit prefix length (chunks), zero-hit requests excluded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Chunk reuse count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Times a chunk was hit (capped at 100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of unique chunks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5. Input length per request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input length (tokens, seq_len)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6. Global span distribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global span (chunks between last store and hit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7. Cache position at hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache position (0 = MRU, max = LRU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: the sweep has no points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token cache hit rate vs capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest hit rate %1 at %2  ·  %3 capacities from %4 to %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chunk size %1 tokens  ·  %2 requests  ·  model: %3  ·  input: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache capacity (GiB, log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::AboutDialog</name>
    <message>
        <source>About KV Cache Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;KV Cache Workbench %1&lt;/h2&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replays LLM KV-cache traces through cache policies, memory tiers and clusters, and shows how much cache a workload needs for the hit rate you want. The desktop workbench and the headless &lt;tt&gt;kvwb&lt;/tt&gt; command line share one engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the versions to the clipboard, for a bug report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt (running)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt (built with)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compiler</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::AnalysisController</name>
    <message>
        <source>Analysing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaying %1 blocks exactly</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::AnalysisTabs</name>
    <message>
        <source>Hit rate vs capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix hit rate of every policy over cache capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One curve per eviction policy: prefix hit rate over cache capacity (log scale), with the hit-rate ceiling, a budget marker and hover read-outs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policies side by side at chosen budgets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table of hit rate and prefill savings per policy at the budgets you pick, ready to export as CSV or JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distributions of the trace&apos;s requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The LMCache-style request panels: input and output lengths, reuse distance, arrivals over time and per-request hit rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM / DRAM / SSD breakdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where hits are served from (HBM, DRAM, SSD, shared pool) and what each tier&apos;s bandwidth means for prefill time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks x GPUs, pools and routing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A racks x GPUs heat map, per-rack pool usage and the effect of prefix-aware routing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PD analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefill / decode disaggregation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT and TPOT percentiles against the P:D ratio and the KV transfer strategy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not implemented yet: this page is a placeholder.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::AppearanceMenus</name>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the colour scheme of the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the desktop&apos;s style and colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light colours (Fusion style)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark colours (Fusion style)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the interface language (applies after a restart)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;System (restart to apply)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system locale; applies when the application restarts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applies when the application restarts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language applies the next time KV Cache Workbench starts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::ArchiveInput</name>
    <message>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a directory, not a trace file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read (corrupt or truncated?)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::BudgetPanel</name>
    <message>
        <source>Cache budget on a log scale, from one block to the whole working set. Drag, or use the arrow keys and Page Up / Page Down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One block: the smallest budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every unique block fits: beyond this the hit rate cannot grow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact budget; Enter applies what you type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the budget in GiB (at the model&apos;s bytes per block) or in cache blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The budget in the other unit, and the size of one block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The budget range appears with the first analysis.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= %1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= %1 blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::CatalogReader</name>
    <message>
        <source>expected a number, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each precision option must be a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a precision option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>precision &apos;%1&apos; has no bytes_per_element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &gt; 0, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model &apos;%1&apos;: expected a number, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model &apos;%1&apos;: expected a number, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each model must be a mapping, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model &apos;%1&apos;: expected a mapping, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a mapping with a &apos;models&apos; list at the top level, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalog has no &apos;models&apos; list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate model id &apos;%1&apos; (first defined at line %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::CatalogTreeModel</name>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
id: %2
formula: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (unsupported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The KV calculator has no formula for this model</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::Fields</name>
    <message>
        <source>model &apos;%1&apos; (formula %2) needs a list of numbers here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model &apos;%1&apos; (formula %2) needs a number here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::Format</name>
    <message>
        <source>%1 KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 PiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 EiB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::HitRateChart</name>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a rectangle to zoom in; double-click or right-click to reset the zoom. Click a legend entry to hide or show its line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache capacity (GiB, log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token hit rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(beyond the fill limit: the largest measured budget)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(interpolated between replayed capacities)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity: %1 GiB = %2 blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit rate: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit tokens: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset Zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ceiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ceiling %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::HitRatePage</name>
    <message>
        <source>What the chart shows: semantics, policies and the size of the working set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset Zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole capacity range again (or double-click the chart)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysing under %1 semantics...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for a trace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a model with a supported formula in the Model panel to size the cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check at least one policy in the Policies panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; semantics, %2 unique blocks (%3), ceiling %4 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> - dots are replayed capacities, lines between them interpolated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> - exact at every capacity</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::JobStatusWidget</name>
    <message>
        <source>about 00 min 00 s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop this job; what is shown now stays as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>almost done</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>about %n s left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::LineReader</name>
    <message>
        <source>line longer than 2 GiB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::LmcacheReader</name>
    <message>
        <source>a lookup record must be a JSON object, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of integers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of non-negative integers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a hex string, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no lookup record (%1 parse errors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no lookup record for model &apos;%1&apos; (models present: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown dtype &apos;%1&apos; in the first record; pass --kv-bytes-per-chunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first record has no shapes/dtypes; pass --kv-bytes-per-chunk</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::MainMenus</name>
    <message>
        <source>&amp;Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Re-run Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute the hit-rate curves again for the current trace and settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel Running Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the job shown in the status bar (loading or analysis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export charts and tables as CSV, JSON, PNG or SVG</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::MainWindow</name>
    <message>
        <source>Demo workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hit-rate analysis could not be computed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Trace...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a Mooncake / KVCache.AI JSONL trace or an LMCache log (plain, compressed or archived)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open LMCache Log &amp;Folder...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a directory of LMCache lookup_hashes_*.jsonl files as one trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open one of the traces opened lately</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Demo Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate the built-in multi-turn chat workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;load Trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the current trace again with the current loading options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the window and quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the %1 panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About KV Cache Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version, libraries and what this application does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Qt version and license</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generating the demo workload...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated the demo workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 requests, %3 block events in %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading cancelled; the previous trace is still shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous trace is still shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening the built-in demo workload instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traces (*.jsonl *.json *.gz *.zst *.xz *.bz2 *.zip *.tar *.tgz);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open LMCache Log Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV Cache Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::ModelCatalog</name>
    <message>
        <source>cannot read the model catalog: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::ModelPanel</name>
    <message>
        <source>The model catalog is empty, so there is nothing to calculate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search models (name, family, formula)...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type part of a model&apos;s name, id, family or formula; Enter picks the first match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The KV Cache Calculator&apos;s model catalog, grouped by family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per element of the stored keys and values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Include draft KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the KV cache of the model&apos;s draft (MTP / next-n prediction) layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context length T for formulas whose size per token depends on it (sliding windows, compressed layers). Defaults to the trace&apos;s average input tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indexer precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; &lt;span style=&apos;color:gray&apos;&gt;%2&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model default (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This model has no sparse-attention indexer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (fixed by the model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog fixes this model&apos;s indexer precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per element of the sparse-attention indexer&apos;s keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uses the &quot;%2&quot; formula, which the KV calculator does not support (neither does the reference calculator). Choose another model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 B/token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes = bytes per token x %2 tokens per block (the trace&apos;s block size)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per block use the loaded trace&apos;s block size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>indexer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n draft layer(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::MooncakeReader</name>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 differs from the first declared block size %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has %1 entries but hash_ids has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an integer or a string, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 invalid records in all; this is the first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no valid record (%1 parse errors, %2 skipped records)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the trace declares no block_size; pass --block-size (Mooncake traces use 512)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::PoliciesPanel</name>
    <message>
        <source>KVCache.AI kvcache-simulator rules: a block is shared only under the same prefix, and hits count in the second half of the trace. Curves are replayed at a grid of capacities (the dots) and interpolated in between; the readout replays the budget exactly once the slider rests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LMCache cache-simulator rules: chunks are identified by their raw hash, evicted LRU head-first, and every request is measured. The curve is exact at every capacity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving-engine rules (vLLM free queue, SGLang radix tree): prefix-aware eviction that takes the deepest block of a prefix first, measured after a warm-up half. LRU&apos;s curve is exact at every capacity; the other policies are replayed at a grid of capacities (the dots).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose rules the replay follows: which blocks count as the same, how they are evicted and which requests are measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the eviction policies to draw and read out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check at least one policy to draw its curve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Semantics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIFO: blocks leave in the order they entered; a hit does not keep a block longer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LRU: the least recently used block leaves first; every hit refreshes a block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OPTIMAL (Belady): the block needed furthest in the future leaves first - the upper bound no online policy can beat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LRU (tail-first): prefix-aware LRU that evicts the deepest block of a prefix first, as vLLM&apos;s free queue and SGLang&apos;s radix tree do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ARC: balances recently and frequently used blocks, adapting the split to the workload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S3-FIFO: a small probation queue in front of a main FIFO; one-hit blocks leave early.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SIEVE: a FIFO whose hand skips blocks visited since it last passed them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LFU: the least frequently used block leaves first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CLOCK: a second-chance FIFO that approximates LRU with one bit per block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BELADY: the block needed furthest in the future leaves first - the optimal bound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 eviction</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::ProjectActions</name>
    <message>
        <source>KV Cache Workbench projects (*.%1);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Project...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved project: its trace, model, precisions, policies and budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the trace, model, precisions, policies and budget as a project file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Project &amp;As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the current view as a new project file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project could not be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened project %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project was not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved project %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model &quot;%1&quot; is not in the catalog; the current model is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project opened with changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trace not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project&apos;s trace &quot;%1&quot; was not found at
%2.

Has it moved?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Locate...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Without It</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%1);;Traces (*.jsonl *.json *.gz *.zst *.xz *.bz2 *.zip *.tar *.tgz);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Project As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace project?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::Reader</name>
    <message>
        <source>keys must be plain names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key (expected one of: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::ReadoutModel</name>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ceiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>infinite cache: nothing evicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ not measured: beyond the fill limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ interpolated; exact once the slider rests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cache this large cannot fill before the measured second half of the trace, so KVCache.AI semantics do not measure it; the value is that of the largest measured budget. Try the LMCache or native preset for an exact curve at every capacity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interpolated between the two nearest replayed capacities. The budget is replayed exactly %1 ms after the slider stops moving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hit rate if no block were ever evicted: no policy can exceed it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of measured prompt tokens served from the cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt tokens served from the cache, of %1 measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ideal prefill speed-up if cached tokens cost nothing: 1 / (1 - hit rate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read from an exact replay or an exact curve at this capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ideal speed-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token hit rate at the budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt tokens served from the cache at the budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefill speed-up if cached tokens cost nothing: 1 / (1 - hit rate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether the value is exact or interpolated between replayed capacities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eviction policy (colour as in the chart)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::ReadoutTable</name>
    <message>
        <source>The budget the table reads at; move it with the Budget slider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every checked policy at the budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ideal speed-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget: waiting for the analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget: &lt;b&gt;%1 GiB&lt;/b&gt; = %2 blocks of %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::RecentFiles</name>
    <message>
        <source>No recent traces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvwb::TracePanel</name>
    <message>
        <source>No trace loaded yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trace file(s) shown; the full path is in this tooltip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reader that parsed the trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted requests (trace records)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block references over all requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unique blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distinct prefix-trie nodes: a block counts as the same only with the same prefix before it (KVCache.AI identity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw unique ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distinct hash ids regardless of their prefix (LMCache identity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per block (chunk size for LMCache logs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens the blocks stand for (sum of sequence lengths for LMCache logs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg input tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total tokens per request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time span</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the first to the last timestamp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distinct session ids in the trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV bytes / chunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the first record&apos;s shapes and dtypes (LMCache logs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory the loaded trace takes in this process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parse errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines that are not valid JSON; skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records without blocks (no hash ids), skipped as the reference tools do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per block for Mooncake traces without a block_size field (Mooncake uses 512). Takes effect when a trace is (re)loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the current trace again with this block size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block size if the
trace declares none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Built-in demo workload&lt;/b&gt;: synthetic multi-turn chat. Open a trace with Ctrl+O or drop a file onto the window to replace it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated in memory; no file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no timestamps</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>KV Cache Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay LLM KV-cache traces through cache policies, tiers and clusters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trace file(s) to open as one trace, or a .kvwb project (default: the demo workload).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the window after the startup load, save it as PNG to &lt;path&gt; and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the &lt;theme&gt; (system, light or dark) for this run only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the &lt;language&gt; (en, zh_CN) for this run only.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>std</name>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an integer, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &gt;= 0, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &gt; 0, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>

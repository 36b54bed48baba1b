// Project files: what is saved comes back exactly, trace paths travel with the project folder, and
// every class of bad input names the file, the line and the field instead of being half-read.
#include "TestFiles.h"

#include "project/Project.h"
#include "util/InputError.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kvwb;

class ProjectTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void roundTrip();
    void demoProjectRoundTrip();
    void oddNumbersRoundTrip();
    void relativeTracePaths();
    void absolutePathOutsideTheProjectTree();
    void movedProjectFolderStillFindsTraces();
    void minimalProjectUsesDefaults();
    void saveIsAtomic();
    void badInput_data();
    void badInput();
    void newerFormatVersion();
    void missingFile();

private:
    QString write(const QString& name, const QByteArray& bytes)
    {
        const QString path = m_dir.filePath(name);
        QDir().mkpath(QFileInfo(path).absolutePath());
        if (!test::writeFile(path, bytes))
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }
    static WorkbenchProject sample(const QString& dir)
    {
        WorkbenchProject p;
        p.tracePaths = {dir + QStringLiteral("/traces/a.jsonl"),
                        dir + QStringLiteral("/traces/b c.jsonl.gz")};
        p.fallbackBlockSize = 16;
        p.modelId = QStringLiteral("glm-5.2");
        p.kvPrecision = QStringLiteral("fp8_int8");
        p.indexerPrecision = QStringLiteral("fp4_int4");
        p.includeDraft = true;
        p.estimateTokens = 4096;
        p.semantics = QStringLiteral("kvcache-ai");
        p.policies = {QStringLiteral("fifo"), QStringLiteral("optimal")};
        p.budgetGib = 12.75;
        p.compareBudgetsGib = {1, 2, 4, 8.5};
        return p;
    }
    QTemporaryDir m_dir;
};

void ProjectTest::roundTrip()
{
    const WorkbenchProject p = sample(m_dir.path());
    const QString path = m_dir.filePath(QStringLiteral("round.kvwb"));
    saveProject(p, path);
    const WorkbenchProject back = loadProject(path);
    QCOMPARE(back.tracePaths, p.tracePaths);
    QCOMPARE(back.modelId, p.modelId);
    QCOMPARE(back.budgetGib, p.budgetGib);
    QCOMPARE(back.compareBudgetsGib, p.compareBudgetsGib);
    QVERIFY(back == p);
}

void ProjectTest::demoProjectRoundTrip()
{
    WorkbenchProject p;
    p.semantics = QStringLiteral("lmcache");
    p.policies = {QStringLiteral("lru")};
    const QString path = m_dir.filePath(QStringLiteral("demo.kvwb"));
    saveProject(p, path);
    QVERIFY(test::readFile(path).contains("traces: []"));
    QVERIFY(loadProject(path) == p);
}

void ProjectTest::oddNumbersRoundTrip()
{
    WorkbenchProject p;
    p.budgetGib = 0.1 + 0.2; // not a short decimal: must still come back bit for bit
    p.compareBudgetsGib = {1e-5, 123456789.125, 3.0};
    const QString path = m_dir.filePath(QStringLiteral("numbers.kvwb"));
    saveProject(p, path);
    const WorkbenchProject back = loadProject(path);
    QCOMPARE(back.budgetGib, p.budgetGib);
    QCOMPARE(back.compareBudgetsGib, p.compareBudgetsGib);
}

void ProjectTest::relativeTracePaths()
{
    const WorkbenchProject p = sample(m_dir.path());
    const QString text = projectToYaml(p, m_dir.path());
    QVERIFY2(text.contains(QStringLiteral("- traces/a.jsonl")), qPrintable(text));
    QVERIFY2(!text.contains(m_dir.path()), qPrintable(text));
    // A sibling folder is reached with "..", not written out in full.
    const QString fromSibling = projectToYaml(p, m_dir.filePath(QStringLiteral("projects")));
    QVERIFY2(fromSibling.contains(QStringLiteral("- ../traces/a.jsonl")), qPrintable(fromSibling));
}

void ProjectTest::absolutePathOutsideTheProjectTree()
{
    WorkbenchProject p;
    p.tracePaths = {QStringLiteral("/data/traces/x.jsonl")};
    const QString text = projectToYaml(p, QStringLiteral("/home/someone/projects"));
    QVERIFY2(text.contains(QStringLiteral("- /data/traces/x.jsonl")), qPrintable(text));
    const WorkbenchProject back =
        projectFromYaml(text.toUtf8(), QStringLiteral("p.kvwb"), QStringLiteral("/home/someone/projects"));
    QCOMPARE(back.tracePaths, p.tracePaths);
}

void ProjectTest::movedProjectFolderStillFindsTraces()
{
    const QString before = m_dir.filePath(QStringLiteral("before"));
    const WorkbenchProject p = sample(before);
    QDir().mkpath(before);
    saveProject(p, before + QStringLiteral("/p.kvwb"));
    const QString after = m_dir.filePath(QStringLiteral("after"));
    QVERIFY(QDir().rename(before, after));
    const WorkbenchProject back = loadProject(after + QStringLiteral("/p.kvwb"));
    QCOMPARE(back.tracePaths, sample(after).tracePaths);
}

void ProjectTest::minimalProjectUsesDefaults()
{
    const QString path = write(QStringLiteral("minimal.kvwb"), "format_version: 1\n");
    const WorkbenchProject p = loadProject(path);
    QVERIFY(p == WorkbenchProject());
}

void ProjectTest::saveIsAtomic()
{
    // A save that cannot complete leaves the previous project untouched.
    const QString path = m_dir.filePath(QStringLiteral("atomic.kvwb"));
    saveProject(sample(m_dir.path()), path);
    const QByteArray before = test::readFile(path);
    QVERIFY_THROWS_EXCEPTION(
        InputError, saveProject(WorkbenchProject(), m_dir.filePath(QStringLiteral("no/such/dir/x.kvwb"))));
    QCOMPARE(test::readFile(path), before);
}

void ProjectTest::badInput_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("detail");
    auto row = [](const char* name, const QByteArray& content, int line, const char* field,
                  const char* detail) {
        QTest::newRow(name) << content << line << QString::fromLatin1(field) << QString::fromLatin1(detail);
    };
    const QByteArray head = "format_version: 1\n";
    row("not yaml", head + "model: {id: [unclosed\n", 3, "", "not valid YAML");
    row("empty file", "", 0, "", "not a KV Cache Workbench project");
    row("a list", "- 1\n- 2\n", 1, "", "not a KV Cache Workbench project");
    row("no version", "traces: []\n", 1, "format_version", "missing");
    row("version text", "format_version: one\n", 1, "format_version", "whole number");
    row("version zero", "format_version: 0\n", 1, "format_version", "out of range");
    row("unknown top key", head + "colour: blue\n", 2, "colour", "unknown key");
    row("unknown nested key", head + "model:\n  id: x\n  precision: fp8\n", 4, "model.precision",
        "unknown key");
    row("duplicate key", head + "fallback_block_size: 16\nfallback_block_size: 32\n", 3,
        "fallback_block_size", "twice");
    row("traces not a list", head + "traces: a.jsonl\n", 2, "traces", "expected a list");
    row("trace not text", head + "traces:\n  - {a: 1}\n", 3, "traces", "expected text");
    row("empty trace path", head + "traces: ['']\n", 2, "traces", "empty");
    row("block size text", head + "fallback_block_size: big\n", 2, "fallback_block_size", "whole number");
    row("block size quoted", head + "fallback_block_size: \"16\"\n", 2, "fallback_block_size", "the text");
    row("block size float", head + "fallback_block_size: 1.5\n", 2, "fallback_block_size", "whole number");
    row("block size zero", head + "fallback_block_size: 0\n", 2, "fallback_block_size", "out of range");
    row("model not a map", head + "model: glm-5.2\n", 2, "model", "expected a mapping");
    row("draft not bool", head + "model:\n  include_draft: maybe\n", 3, "model.include_draft",
        "true or false");
    row("tokens negative", head + "model:\n  estimate_tokens: -1\n", 3, "model.estimate_tokens",
        "out of range");
    row("unknown preset", head + "analysis:\n  semantics: belady\n", 3, "analysis.semantics",
        "unknown preset");
    row("unknown policy", head + "analysis:\n  policies: [lru, magic]\n", 3, "analysis.policies",
        "unknown policy 'magic'");
    row("policies not list", head + "analysis:\n  policies: lru\n", 3, "analysis.policies",
        "expected a list");
    row("budget text", head + "analysis:\n  budget_gib: lots\n", 3, "analysis.budget_gib",
        "expected a number");
    row("budget negative", head + "analysis:\n  budget_gib: -2\n", 3, "analysis.budget_gib", "negative");
    row("budget infinite", head + "analysis:\n  budget_gib: .inf\n", 3, "analysis.budget_gib",
        "expected a number");
    row("compare budget zero", head + "analysis:\n  compare_budgets_gib: [1, 0]\n", 3,
        "analysis.compare_budgets_gib", "positive");
    row("compare budget list", head + "analysis:\n  compare_budgets_gib: {a: 1}\n", 3,
        "analysis.compare_budgets_gib", "expected a list");
}

void ProjectTest::badInput()
{
    QFETCH(QByteArray, content);
    QFETCH(int, line);
    QFETCH(QString, field);
    QFETCH(QString, detail);
    const QString path = write(QStringLiteral("bad.kvwb"), content);
    try {
        loadProject(path);
        QFAIL("loaded a bad project");
    } catch (const InputError& e) {
        QCOMPARE(e.file(), path);
        QCOMPARE(int(e.line()), line);
        QCOMPARE(e.field(), field);
        QVERIFY2(e.detail().contains(detail), qPrintable(e.message()));
        QVERIFY2(
            e.message().startsWith(path + (line ? QStringLiteral(":%1: ").arg(line) : QStringLiteral(": "))),
            qPrintable(e.message()));
    }
}

void ProjectTest::newerFormatVersion()
{
    // A newer file is refused with a message that says why, even with keys this build does not know.
    const QString path = write(QStringLiteral("newer.kvwb"), "format_version: 7\nsomething_new: [1]\n");
    try {
        loadProject(path);
        QFAIL("loaded a newer project");
    } catch (const InputError& e) {
        QCOMPARE(e.field(), QStringLiteral("format_version"));
        QCOMPARE(int(e.line()), 1);
        QVERIFY2(e.detail().contains(QStringLiteral("newer")), qPrintable(e.message()));
        QVERIFY2(e.detail().contains(QStringLiteral("format 7")), qPrintable(e.message()));
    }
}

void ProjectTest::missingFile()
{
    const QString path = m_dir.filePath(QStringLiteral("absent.kvwb"));
    try {
        loadProject(path);
        QFAIL("loaded a missing file");
    } catch (const InputError& e) {
        QCOMPARE(e.file(), path);
        QVERIFY(e.detail().contains(QStringLiteral("cannot read")));
    }
}

QTEST_GUILESS_MAIN(ProjectTest)
#include "tst_project.moc"

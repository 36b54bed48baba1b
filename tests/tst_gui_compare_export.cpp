// File > Export re-read from disk (CSV, JSON against the CLI, PNG, SVG, the report), the export
// actions' shortcuts and tips, the compare model, and the dark theme.
#include "tst_gui_compare.h"

void GuiCompareTest::exportTablesAsCsv()
{
    QVERIFY(showCompareExact());
    QTemporaryDir dir;
    QString error;
    const QString path = dir.filePath(QStringLiteral("compare.csv"));
    QVERIFY2(exports()->writeCompareCsv(path, &error), qPrintable(error));
    const CompareTableModel* model = compare()->model();
    const QStringList lines = readLines(path);
    QCOMPARE(lines.size(), model->rowCount() + 1);
    const QStringList header = lines.first().split(QLatin1Char(','));
    QCOMPARE(header.size(), model->columnCount());
    QCOMPARE(header.first(), QStringLiteral("budget_gib"));
    QVERIFY(header.contains(QStringLiteral("lru_hit_rate")));
    QVERIFY(header.contains(QStringLiteral("optimal_minus_lru_pp"))); // LRU is the default baseline
    for (int row = 0; row < model->rowCount(); ++row) {
        const QStringList cells = lines[row + 1].split(QLatin1Char(','));
        QCOMPARE(cells.size(), model->columnCount());
        QCOMPARE(cells[0].toDouble(), model->index(row, 0).data(CompareTableModel::ValueRole).toDouble());
        QCOMPARE(cells[1].toULongLong(),
                 model->index(row, 1).data(CompareTableModel::ValueRole).toULongLong());
        for (int column = CompareTableModel::FirstPolicyColumn; column < model->columnCount(); ++column)
            QVERIFY(std::abs(cells[column].toDouble() -
                             model->index(row, column).data(CompareTableModel::ValueRole).toDouble()) < 1e-9);
    }

    const QString readoutPath = dir.filePath(QStringLiteral("readout.csv"));
    QVERIFY2(exports()->writeReadoutCsv(readoutPath, &error), qPrintable(error));
    const ReadoutModel* readout = m_window->findChild<ReadoutTable*>()->model();
    const QStringList readoutLines = readLines(readoutPath);
    QCOMPARE(readoutLines.size(), readout->rowCount() + 1);
    const QStringList first = readoutLines[1].split(QLatin1Char(','));
    QCOMPARE(first[ReadoutModel::HitTokensColumn].toULongLong(),
             readout->index(0, ReadoutModel::HitTokensColumn).data(ReadoutModel::ValueRole).toULongLong());
    QVERIFY(!exports()->writeCompareCsv(dir.filePath(QStringLiteral("missing/x.csv")), &error));
    QVERIFY(!error.isEmpty());
}

KvcacheAiRunInfo GuiCompareTest::expectedRunInfo() const
{
    QString error;
    const std::optional<KvcacheAiRunInfo> info = exports()->runInfo(&error);
    return info.value_or(KvcacheAiRunInfo{});
}

void GuiCompareTest::exportJsonEqualsCli()
{
    QTemporaryDir dir;
    QString error;
    const QString path = dir.filePath(QStringLiteral("result.json"));
    // Without showing the Compare tab: the export replays the budgets itself.
    QVERIFY(!compare()->finishedSweep());
    QVERIFY2(exports()->writeResultJson(path, &error), qPrintable(error));
    QJsonParseError parse;
    const QJsonDocument written = QJsonDocument::fromJson(readAll(path), &parse);
    QCOMPARE(parse.error, QJsonParseError::NoError);
    const KvcacheAiRunInfo info = expectedRunInfo();
    const BudgetSweepResult sweep = runBudgetSweep(controller()->trace(), compare()->sweepSpec(), {});
    QCOMPARE(written.object(), kvcacheAiJson(info, sweep));

    // The same document as `kvwb run --format json` on the same workload and flags.
    QStringList budgets;
    for (double gib : compare()->budgets())
        budgets << QString::number(gib, 'g', 17);
    QProcess cli;
    cli.start(QStringLiteral(KVWB_KVWB_EXE),
              {QStringLiteral("run"), QStringLiteral("--format"), QStringLiteral("json"),
               QStringLiteral("--no-progress"), QStringLiteral("--model"), info.modelId,
               QStringLiteral("--kv-precision"), info.precision, QStringLiteral("--estimate-tokens"),
               QString::number(info.estimateTokens), QStringLiteral("--budgets-gib"),
               budgets.join(QLatin1Char(',')), QStringLiteral("--policies"),
               compare()->sweepSpec().policies.join(QLatin1Char(','))});
    QVERIFY(cli.waitForFinished(kTimeoutMs));
    QCOMPARE(cli.exitCode(), 0);
    QCOMPARE(QJsonDocument::fromJson(cli.readAllStandardOutput()).object(), written.object());
}

void GuiCompareTest::exportChartsPngAndSvg()
{
    QTemporaryDir dir;
    QString error;
    QCOMPARE(exports()->currentChart(), ExportActions::Chart::HitRate);
    const QString png = dir.filePath(QStringLiteral("hit_rate.png"));
    QVERIFY2(exports()->writeChart(ExportActions::Chart::HitRate, png, &error), qPrintable(error));
    QImage image(png);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), m_window->findChild<HitRateChart*>()->size() * 2);
    const QString svg = dir.filePath(QStringLiteral("hit_rate.svg"));
    QVERIFY2(exports()->writeChart(ExportActions::Chart::HitRate, svg, &error), qPrintable(error));
    const QByteArray svgText = readAll(svg);
    QVERIFY(svgText.startsWith("<?xml") || svgText.startsWith("<svg"));
    QVERIFY(svgText.contains("</svg>"));

    tabs()->setCurrentWidget(requestStats());
    QCOMPARE(exports()->currentChart(), ExportActions::Chart::RequestStats);
    const QString statsPng = dir.filePath(QStringLiteral("stats.png"));
    QVERIFY2(exports()->writeChart(ExportActions::Chart::RequestStats, statsPng, &error), qPrintable(error));
    QCOMPARE(QImage(statsPng).size(), kLmcacheStatsImageSize);
    const QString statsSvg = dir.filePath(QStringLiteral("stats.svg"));
    QVERIFY2(exports()->writeChart(ExportActions::Chart::RequestStats, statsSvg, &error), qPrintable(error));
    QVERIFY(readAll(statsSvg).contains("<svg"));
    // An unwritable path is an error and leaves nothing behind.
    QVERIFY(!exports()->writeChart(ExportActions::Chart::HitRate, dir.filePath(QStringLiteral("no/x.png")),
                                   &error));
    QVERIFY(error.contains(QStringLiteral("x.png")));
}

void GuiCompareTest::exportReportFolder()
{
    QVERIFY(showCompareExact());
    QTemporaryDir dir;
    // KVWB_REPORT_REVIEW_DIR keeps the report for a look.
    const QString review = qEnvironmentVariable("KVWB_REPORT_REVIEW_DIR");
    const QString folder = review.isEmpty() ? dir.filePath(QStringLiteral("report")) : review;
    QString error;
    QVERIFY2(exports()->writeReport(folder, &error), qPrintable(error));
    const QStringList files = QDir(folder).entryList(QDir::Files);
    for (const QString& name : ExportActions::reportFiles())
        QVERIFY2(files.contains(name), qPrintable(name));
    if (review.isEmpty())
        QCOMPARE(files.size(), ExportActions::reportFiles().size()); // nothing else, no temporaries
    const QString md = QString::fromUtf8(readAll(folder + QStringLiteral("/report.md")));
    const KvcacheAiRunInfo info = expectedRunInfo();
    QVERIFY(md.startsWith(QStringLiteral("# ")));
    QVERIFY(md.contains(info.modelLabel));
    QVERIFY(md.contains(info.precisionLabel));
    QVERIFY(md.contains(formatCount(controller()->trace()->requestCount())));
    QVERIFY(md.contains(tableToMarkdown(*compare()->model())));
    QVERIFY(md.contains(tableToMarkdown(*m_window->findChild<ReadoutTable*>()->model())));
    QVERIFY(md.contains(QStringLiteral("](hit_rate.png)")));
    const QJsonDocument json = QJsonDocument::fromJson(readAll(folder + QStringLiteral("/result.json")));
    QCOMPARE(json.object(), kvcacheAiJson(info, *compare()->finishedSweep()));
    QCOMPARE(QImage(folder + QStringLiteral("/request_statistics.png")).size(), kLmcacheStatsImageSize);
    QCOMPARE(readLines(folder + QStringLiteral("/compare.csv")).size(), compare()->model()->rowCount() + 1);
}

void GuiCompareTest::exportActionsHaveShortcutsAndTips()
{
    const QStringList names{
        QStringLiteral("exportChartPngAction"),   QStringLiteral("exportChartSvgAction"),
        QStringLiteral("exportCompareCsvAction"), QStringLiteral("exportReadoutCsvAction"),
        QStringLiteral("exportJsonAction"),       QStringLiteral("exportReportAction")};
    for (const QString& name : names) {
        auto* action = m_window->findChild<QAction*>(name);
        QVERIFY2(action, qPrintable(name));
        QVERIFY(!action->statusTip().isEmpty());
        QVERIFY(action->isEnabled());
    }
    QCOMPARE(m_window->findChild<QAction*>(names[0])->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_E));
    QCOMPARE(m_window->findChild<QAction*>(names[5])->shortcut(),
             QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    QVERIFY(m_window->exportMenu()->isEnabled());
}

void GuiCompareTest::compareModelIsSound()
{
    CompareTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    CompareTable table;
    table.policies = {QStringLiteral("fifo"), QStringLiteral("lru")};
    CurveReading a{1, 10, 100, false, false}, b{1, 20, 100, true, false}, c{8, 0, 100, false, true};
    table.rows.push_back({1.0, 1, {a, b}});
    table.rows.push_back({8.0, 8, {c, c}});
    model.setTable(table);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), 4);
    model.setBaseline(QStringLiteral("fifo"));
    QCOMPARE(model.columnCount(), 5);
    QCOMPARE(model.index(0, 4).data(CompareTableModel::ValueRole).toDouble(), 10.0);
    QVERIFY(model.index(0, 4).data().toString().startsWith(kApprox)); // one side is interpolated
    QVERIFY(model.index(0, 3).data(CompareTableModel::BestRole).toBool());
    QVERIFY(!model.index(0, 2).data(CompareTableModel::BestRole).toBool());
    QCOMPARE(model.index(1, 2).data().toString(), QStringLiteral("\u2014")); // not measured
    QVERIFY(!model.index(1, 2).data(CompareTableModel::ValueRole).isValid());
    QVERIFY(!model.index(1, 2).data(CompareTableModel::BestRole).toBool());
    QCOMPARE(CompareTableModel::budgetText(0.5), QStringLiteral("512 MiB"));
    QCOMPARE(CompareTableModel::budgetText(16), QStringLiteral("16 GiB"));
    model.setTable({});
    QCOMPARE(model.rowCount(), 0);

    QAbstractItemModelTester live(compare()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(showCompareExact());
    m_window->findChild<QComboBox*>(QStringLiteral("compareBaselineCombo"))->setCurrentIndex(0);
}

void GuiCompareTest::darkTheme()
{
    // Both tabs stay legible in the dark palette (a look at the screenshots, and no crash).
    appearance::applyTheme(Theme::Dark);
    QVERIFY(showCompareExact());
    screenshot(QStringLiteral("darkThemeCompare"));
    tabs()->setCurrentWidget(requestStats());
    QVERIFY(QTest::qWaitFor([this]() { return requestStats()->isCurrent(); }, kTimeoutMs));
    screenshot(QStringLiteral("darkThemeRequestStats"));
    appearance::applyTheme(Theme::System);
}


// The shipped translations: the Chinese catalogue is complete and real, it reaches the window's
// menus and the engine's messages, and English gets its plural forms.
#include "util/Translations.h"
#include "widgets/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QXmlStreamReader>

using namespace kvwb;

namespace {

struct Message
{
    QString context;
    QString source;
    QStringList translations; ///< one per numerus form
    QString type;             ///< "unfinished", "vanished", "obsolete" or empty
};

QList<Message> readTs(const QString& path)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current = Message{context, {}, {}, {}};
        } else if (name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            current.type = xml.attributes().value(QLatin1String("type")).toString();
            // Numerus messages hold <numerusform> children; the others hold the text itself.
            QString text;
            while (!(xml.isEndElement() && xml.name() == QLatin1String("translation")) && !xml.atEnd()) {
                xml.readNext();
                if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                    current.translations << xml.readElementText();
                else if (xml.isCharacters())
                    text += xml.text();
            }
            if (current.translations.isEmpty())
                current.translations << text;
            messages << current;
        }
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return messages;
}

QStringList placeholders(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("%(\\d|n)"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured();
    found.removeDuplicates();
    found.sort();
    return found;
}

} // namespace

class TranslationsTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void chineseCatalogueIsComplete();
    void chineseIsRealChinese();
    void knownStringsTranslate_data();
    void knownStringsTranslate();
    void engineHelperContextsTranslate();
    void pluralForms();
    void englishPluralForms();
    void windowMenusInChinese();
    void systemLocaleWithoutCatalogueKeepsEnglish();
};

void TranslationsTest::initTestCase()
{
    // The window reads and writes settings; keep the user's out of it.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("kvcache-workbench"));
    QCoreApplication::setApplicationName(QStringLiteral("KV Cache Workbench translation tests"));
    QSettings().clear();
}

void TranslationsTest::chineseCatalogueIsComplete()
{
    const QList<Message> messages = readTs(QStringLiteral(":/i18n/kvwb_zh_CN.ts"));
    QVERIFY(messages.size() > 300);
    for (const Message& m : messages) {
        const QString where = m.context + QStringLiteral(": ") + m.source;
        QVERIFY2(m.type.isEmpty(), qPrintable(QStringLiteral("%1 (%2)").arg(where, m.type)));
        for (const QString& t : m.translations) {
            QVERIFY2(!t.isEmpty(), qPrintable(where));
            // Lost or invented placeholders would print "%1" or drop a value at run time.
            QCOMPARE(placeholders(t), placeholders(m.source));
        }
        // Mnemonics survive, so Alt+letter still works in Chinese ("文件(&F)").
        if (m.source.contains(QRegularExpression(QStringLiteral("&[A-Za-z]"))))
            QVERIFY2(m.translations.first().contains(QRegularExpression(QStringLiteral("&[A-Za-z]"))),
                     qPrintable(where));
    }
}

void TranslationsTest::chineseIsRealChinese()
{
    // Units, names and format strings ("%1 GiB", "KVCache.AI") stay as they are; everything
    // else must be Chinese, not the English copied over.
    static const QRegularExpression cjk(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
    static const QRegularExpression words(QStringLiteral("[A-Za-z]{4,}.*\\s.*[A-Za-z]{4,}"));
    int sentences = 0, chinese = 0;
    for (const Message& m : readTs(QStringLiteral(":/i18n/kvwb_zh_CN.ts"))) {
        if (!m.source.contains(words))
            continue;
        ++sentences;
        if (m.translations.first().contains(cjk))
            ++chinese;
    }
    QVERIFY(sentences > 200);
    QVERIFY2(chinese >= sentences * 95 / 100,
             qPrintable(QStringLiteral("%1 of %2").arg(chinese).arg(sentences)));
}

void TranslationsTest::knownStringsTranslate_data()
{
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("expected");
    QTest::newRow("menu") << "kvwb::MainWindow"
                          << "&File" << QStringLiteral("文件(&F)");
    QTest::newRow("project") << "kvwb::ProjectActions"
                             << "Open &Project..." << QStringLiteral("打开项目(&P)...");
    QTest::newRow("model panel") << "kvwb::ModelPanel"
                                 << "KV precision" << QStringLiteral("KV 精度");
    QTest::newRow("theme") << "kvwb::AppearanceMenus"
                           << "&Dark" << QStringLiteral("深色(&D)");
    QTest::newRow("command line") << "main"
                                  << "Use the <theme> (system, light or dark) for this run only."
                                  << QStringLiteral("仅在本次运行中使用 <theme>（system、light 或 dark）。");
}

void TranslationsTest::knownStringsTranslate()
{
    QFETCH(QString, context);
    QFETCH(QString, source);
    QFETCH(QString, expected);
    AppTranslator translator;
    QVERIFY(translator.loadFor(QLocale(QLocale::Chinese, QLocale::China)));
    QCOMPARE(translator.translate(context.toUtf8().constData(), source.toUtf8().constData()), expected);
}

void TranslationsTest::engineHelperContextsTranslate()
{
    // The engine asks under its own context, which is not the one lupdate filed the string under.
    AppTranslator translator;
    QVERIFY(translator.loadFor(QLocale(QLocale::Chinese, QLocale::China)));
    QCOMPARE(translator.translate("kvwb::ModelCatalog", "the catalog has no 'models' list"),
             QStringLiteral("模型目录中没有“models”列表"));
    QCOMPARE(translator.translate("kvwb::Project", "the key appears twice"),
             QStringLiteral("该键出现了两次"));
    // Not ours: a miss stays a miss, so Qt's own catalogue or the source text answers.
    QVERIFY(translator.translate("QDialogButtonBox", "the key appears twice").isEmpty());
}

void TranslationsTest::pluralForms()
{
    QVERIFY(installTranslators(QLocale(QLocale::Chinese, QLocale::China)));
    QCOMPARE(QCoreApplication::translate("kvwb::ModelPanel", "%n draft layer(s)", nullptr, 3),
             QStringLiteral("3 个草稿层"));
    installTranslators(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TranslationsTest::englishPluralForms()
{
    QVERIFY(installTranslators(QLocale(QLocale::English, QLocale::UnitedStates)));
    QCOMPARE(QCoreApplication::translate("kvwb::ModelPanel", "%n draft layer(s)", nullptr, 1),
             QStringLiteral("1 draft layer"));
    QCOMPARE(QCoreApplication::translate("kvwb::ModelPanel", "%n draft layer(s)", nullptr, 2),
             QStringLiteral("2 draft layers"));
    // Plain strings are the source text.
    QCOMPARE(QCoreApplication::translate("kvwb::MainWindow", "&File"), QStringLiteral("&File"));
}

void TranslationsTest::windowMenusInChinese()
{
    QVERIFY(installTranslators(QLocale(QLocale::Chinese, QLocale::China)));
    {
        MainWindow window;
        QStringList menus;
        for (QAction* action : window.menuBar()->actions())
            menus << action->text();
        QCOMPARE(menus, QStringList({QStringLiteral("文件(&F)"), QStringLiteral("分析(&A)"),
                                     QStringLiteral("视图(&V)"), QStringLiteral("帮助(&H)")}));
        window.close();
    }
    installTranslators(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TranslationsTest::systemLocaleWithoutCatalogueKeepsEnglish()
{
    // A German desktop gets English text (with English plurals), not a half-translated mix.
    QVERIFY(!installTranslators(QLocale(QLocale::German, QLocale::Germany)));
    QCOMPARE(QCoreApplication::translate("kvwb::ModelPanel", "%n draft layer(s)", nullptr, 1),
             QStringLiteral("1 draft layer"));
    QCOMPARE(QCoreApplication::translate("kvwb::MainWindow", "&File"), QStringLiteral("&File"));
}

QTEST_MAIN(TranslationsTest)
#include "tst_translations.moc"

#include "util/Translations.h"

#include <QCoreApplication>
#include <QFile>
#include <QLibraryInfo>
#include <QPointer>
#include <QXmlStreamReader>

namespace kvwb {

namespace {

const QString kDirectory = QStringLiteral(":/i18n");

/// The context names of a .ts file, in file order.
QList<QByteArray> contextsOf(const QString& tsPath)
{
    QList<QByteArray> contexts;
    QFile file(tsPath);
    if (!file.open(QIODevice::ReadOnly))
        return contexts;
    QXmlStreamReader xml(&file);
    // <name> appears only as the name of a <context>.
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("name"))
            contexts << xml.readElementText().toUtf8();
    return contexts;
}

} // namespace

bool AppTranslator::loadFor(const QLocale& locale)
{
    if (!m_catalogue.load(locale, QStringLiteral("kvwb"), QStringLiteral("_"), kDirectory))
        return false;
    QString ts = m_catalogue.filePath();
    ts.replace(ts.size() - 3, 3, QStringLiteral(".ts"));
    m_contexts = contextsOf(ts);
    return true;
}

QString AppTranslator::translate(const char* context, const char* sourceText, const char* disambiguation,
                                 int n) const
{
    QString text = m_catalogue.translate(context, sourceText, disambiguation, n);
    if (!text.isEmpty() || !context || qstrncmp(context, "kvwb::", 6) != 0)
        return text;
    for (const QByteArray& other : m_contexts) {
        if (other == context)
            continue;
        text = m_catalogue.translate(other.constData(), sourceText, disambiguation, n);
        if (!text.isEmpty())
            return text;
    }
    return {};
}

bool AppTranslator::isEmpty() const
{
    return m_catalogue.isEmpty();
}

bool installTranslators(const QLocale& locale)
{
    // A second call (a --language override after the saved language) replaces the first's.
    static QList<QPointer<QTranslator>> installed;
    for (const QPointer<QTranslator>& translator : std::as_const(installed)) {
        if (translator)
            QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    installed.clear();

    auto* app = new AppTranslator(qApp);
    const bool found = app->loadFor(locale);
    if (found || app->loadFor(QLocale(QLocale::English, QLocale::UnitedStates))) {
        QCoreApplication::installTranslator(app);
        installed << app;
    } else {
        delete app;
    }
    auto* qt = new QTranslator(qApp);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        installed << qt;
    } else {
        delete qt;
    }
    return found;
}

} // namespace kvwb

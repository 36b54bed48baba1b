#pragma once

#include <QLocale>
#include <QTranslator>

#include <memory>

namespace kvwb {

/**
 * The application's catalogue for one language (:/i18n/kvwb_<locale>.qm, compiled from
 * the .ts files in translations/). Besides the plain lookup it answers the engine's and helpers' contexts:
 * they translate through QCoreApplication::translate("kvwb::Something", text) in a helper, so
 * lupdate files their strings under the context it infers from the call site ("kvwb", a helper
 * class) instead. A lookup under a "kvwb::" context that finds nothing is retried under every
 * context of the catalogue (read from the embedded .ts once, at load).
 */
class AppTranslator : public QTranslator
{
public:
    using QTranslator::QTranslator;

    /// Loads the catalogue for `locale` (trying its UI languages in order); false if there is none.
    bool loadFor(const QLocale& locale);

    QString translate(const char* context, const char* sourceText, const char* disambiguation = nullptr,
                      int n = -1) const override;
    bool isEmpty() const override;
    /// The .qm file loaded (QTranslator's own is empty: this object only wraps it).
    QString catalogueFile() const { return m_catalogue.filePath(); }

private:
    QTranslator m_catalogue;
    QList<QByteArray> m_contexts;
};

/**
 * Installs the application's translations for `locale` and Qt's own (qtbase, from Qt's
 * translations folder, when the system has them). Without a catalogue for `locale` the source
 * strings show, with the English catalogue's plural forms. Returns true if `locale` had one.
 */
bool installTranslators(const QLocale& locale);

} // namespace kvwb

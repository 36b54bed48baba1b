#pragma once

#include <QDialog>

namespace kvwb {

/// Help > About: what the application is, and the versions of everything it is built from
/// (with a button that copies them, for bug reports).
class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AboutDialog(QWidget* parent = nullptr);

    /// The text the Copy button puts on the clipboard: one "name: version" line per component.
    const QString& versionsText() const { return m_versionsText; }

private:
    QString componentLabel(const QString& name) const;

    QString m_versionsText;
};

/// Opens an AboutDialog window-modally; it deletes itself when closed.
void showAboutDialog(QWidget* parent);

} // namespace kvwb

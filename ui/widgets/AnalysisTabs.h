#pragma once

#include <QTabWidget>

namespace kvwb {

/// The central analysis tabs. Until their issues land, each page says plainly what it will show.
class AnalysisTabs : public QTabWidget
{
    Q_OBJECT
public:
    explicit AnalysisTabs(QWidget* parent = nullptr);

    /// Puts `page` where the placeholder named `objectName` is (same title, tooltip and place).
    void replacePlaceholder(const char* objectName, QWidget* page);

private:
    void addPlaceholder(const char* objectName, const QString& title, const QString& toolTip,
                        const QString& note);
};

} // namespace kvwb

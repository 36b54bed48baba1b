#include "widgets/RecentFiles.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace kvwb {

namespace {
const QString kKey = QStringLiteral("recentFiles");
}

RecentFiles::RecentFiles(QObject* parent, int maximum) : QObject(parent), m_maximum(maximum)
{
    m_paths = QSettings().value(kKey).toStringList();
    m_paths.removeAll(QString());
    while (m_paths.size() > m_maximum)
        m_paths.removeLast();
}

void RecentFiles::add(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_paths.removeAll(absolute);
    m_paths.prepend(absolute);
    while (m_paths.size() > m_maximum)
        m_paths.removeLast();
    save();
}

void RecentFiles::clear()
{
    m_paths.clear();
    save();
}

void RecentFiles::fillMenu(QMenu* menu)
{
    menu->clear();
    menu->setToolTipsVisible(true);
    int number = 1;
    for (const QString& path : m_paths) {
        const QFileInfo info(path);
        // Mnemonics 1..9 for keyboard users; the full path is in the tooltip and status tip.
        QString name = info.fileName();
        name.replace(QLatin1Char('&'), QStringLiteral("&&"));
        const QString text = number <= 9 ? QStringLiteral("&%1  %2").arg(number).arg(name) : name;
        QAction* action = menu->addAction(text);
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        action->setEnabled(info.exists());
        connect(action, &QAction::triggered, this, [this, path]() { Q_EMIT openRequested(path); });
        ++number;
    }
    if (m_paths.isEmpty()) {
        QAction* none = menu->addAction(tr("No recent traces"));
        none->setEnabled(false);
        none->setStatusTip(tr("Traces you open will be listed here"));
        return;
    }
    menu->addSeparator();
    QAction* clearAction = menu->addAction(tr("&Clear Menu"));
    clearAction->setStatusTip(tr("Forget the recently opened traces (the files stay where they are)"));
    connect(clearAction, &QAction::triggered, this, &RecentFiles::clear);
}

void RecentFiles::save()
{
    QSettings().setValue(kKey, m_paths);
    Q_EMIT changed();
}

} // namespace kvwb

#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace kvwb {

/// The most recently opened trace paths, newest first, kept in QSettings ("recentFiles").
class RecentFiles : public QObject
{
    Q_OBJECT
public:
    explicit RecentFiles(QObject* parent = nullptr, int maximum = 10);

    QStringList paths() const { return m_paths; }
    void add(const QString& path);
    void clear();

    /// Refills `menu` with one action per path (missing files disabled) and "Clear Menu".
    void fillMenu(QMenu* menu);

Q_SIGNALS:
    void changed();
    void openRequested(const QString& path);

private:
    void save();

    QStringList m_paths;
    int m_maximum;
};

} // namespace kvwb

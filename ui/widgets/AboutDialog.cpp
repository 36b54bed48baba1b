#include "widgets/AboutDialog.h"

#include "util/Versions.h"

#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace kvwb {

AboutDialog::AboutDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("aboutDialog"));
    setWindowTitle(tr("About KV Cache Workbench"));

    auto* icon = new QLabel(this);
    const int side = style()->pixelMetric(QStyle::PM_LargeIconSize) * 2;
    // Logical pixels: the icon is drawn from the SVG at the screen's device pixel ratio.
    icon->setPixmap(QIcon(QStringLiteral(":/kvwb/icons/kvcache-workbench.svg")).pixmap(side, side));
    icon->setAlignment(Qt::AlignTop);

    auto* title = new QLabel(tr("<h2>KV Cache Workbench %1</h2>").arg(applicationVersion()), this);
    auto* description = new QLabel(
        tr("Replays LLM KV-cache traces through cache policies, memory tiers and clusters, and shows how "
           "much cache a workload needs for the hit rate you want. The desktop workbench and the headless "
           "<tt>kvwb</tt> command line share one engine."),
        this);
    description->setWordWrap(true);

    auto* versions = new QFormLayout;
    versions->setLabelAlignment(Qt::AlignLeft);
    m_versionsText = QStringLiteral("KV Cache Workbench %1\n").arg(applicationVersion());
    for (const ComponentVersion& c : componentVersions()) {
        auto* value = new QLabel(c.version, this);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        versions->addRow(componentLabel(c.name), value);
        m_versionsText += QStringLiteral("%1: %2\n").arg(c.name, c.version);
    }

    auto* text = new QVBoxLayout;
    text->addWidget(title);
    text->addWidget(description);
    text->addSpacing(6);
    text->addLayout(versions);
    auto* top = new QHBoxLayout;
    top->addWidget(icon);
    top->addLayout(text, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* copy = buttons->addButton(tr("&Copy Versions"), QDialogButtonBox::ActionRole);
    copy->setObjectName(QStringLiteral("copyVersionsButton"));
    copy->setToolTip(tr("Copy the versions to the clipboard, for a bug report"));
    connect(copy, &QPushButton::clicked, this,
            [this]() { QApplication::clipboard()->setText(m_versionsText); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(buttons);
    setMinimumWidth(fontMetrics().averageCharWidth() * 72);
}

QString AboutDialog::componentLabel(const QString& name) const
{
    // Library names are names; only the descriptive rows are translated.
    if (name == QLatin1String("Qt (runtime)"))
        return tr("Qt (running)");
    if (name == QLatin1String("Qt (compiled)"))
        return tr("Qt (built with)");
    if (name == QLatin1String("Compiler"))
        return tr("Compiler");
    return name;
}

void showAboutDialog(QWidget* parent)
{
    auto* dialog = new AboutDialog(parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

} // namespace kvwb

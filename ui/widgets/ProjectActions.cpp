#include "widgets/ProjectActions.h"

#include "analysis/AnalysisController.h"
#include "util/InputError.h"
#include "widgets/BudgetPanel.h"
#include "widgets/MainWindow.h"
#include "widgets/ModelPanel.h"
#include "widgets/PoliciesPanel.h"
#include "widgets/TracePanel.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>

#include <limits>

namespace kvwb {

namespace {

const QString kLastDirectory = QStringLiteral("lastProjectDirectory");

QString projectFilter()
{
    return ProjectActions::tr("KV Cache Workbench projects (*.%1);;All files (*)")
        .arg(QLatin1String(kProjectSuffix));
}

std::optional<SemanticsPreset> presetNamed(const QString& name)
{
    for (SemanticsPreset preset :
         {SemanticsPreset::KvcacheAi, SemanticsPreset::Lmcache, SemanticsPreset::Native})
        if (semanticsName(preset) == name)
            return preset;
    return std::nullopt;
}

} // namespace

ProjectActions::ProjectActions(MainWindow* window, const Panels& panels)
    : QObject(window), m_window(window), m_panels(panels)
{
    setObjectName(QStringLiteral("projectActions"));
    m_locator = [this](const QString& missing) { return askForTrace(missing); };
    connect(window, &MainWindow::traceLoaded, this, &ProjectActions::onTraceLoaded);
    connect(window, &MainWindow::loadSettled, this, &ProjectActions::onLoadSettled);
    connect(window->analysis(), &AnalysisController::resultChanged, this, &ProjectActions::onResultChanged);
    connect(window->analysis(), &AnalysisController::analysisFailed, this, &ProjectActions::finishRestore);
}

void ProjectActions::addTo(QMenu* file)
{
    m_open = file->addAction(tr("Open &Project..."), this, &ProjectActions::showOpenDialog);
    m_open->setObjectName(QStringLiteral("openProjectAction"));
    m_open->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    m_open->setStatusTip(tr("Open a saved project: its trace, model, precisions, policies and budget"));
    m_save = file->addAction(tr("&Save Project"), this, &ProjectActions::save);
    m_save->setObjectName(QStringLiteral("saveProjectAction"));
    m_save->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_S));
    m_save->setStatusTip(tr("Save the trace, model, precisions, policies and budget as a project file"));
    m_saveAs = file->addAction(tr("Save Project &As..."), this, &ProjectActions::showSaveDialog);
    m_saveAs->setObjectName(QStringLiteral("saveProjectAsAction"));
    m_saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_saveAs->setStatusTip(tr("Save the current view as a new project file"));
}

WorkbenchProject ProjectActions::collect() const
{
    WorkbenchProject p;
    p.tracePaths = m_window->tracePaths();
    p.fallbackBlockSize = m_panels.trace->fallbackBlockSize();
    p.modelId = m_panels.model->currentModelId();
    const KvSettings kv = m_panels.model->kvSettings();
    p.kvPrecision = kv.kvPrecision;
    p.indexerPrecision = kv.indexerPrecision;
    p.includeDraft = kv.includeDraftKvCache;
    p.estimateTokens = std::uint64_t(kv.tokens);
    p.semantics = semanticsName(m_panels.policies->semantics());
    p.policies = m_panels.policies->checkedPolicies();
    p.budgetGib = m_panels.budget->budgetGib();
    p.compareBudgetsGib = m_compareSource ? m_compareSource() : m_compareBudgets;
    return p;
}

bool ProjectActions::openProject(const QString& path)
{
    WorkbenchProject project;
    try {
        project = loadProject(path);
    } catch (const InputError& e) {
        showError(tr("Could not open project"),
                  tr("The project could not be opened.") + QStringLiteral("\n\n") + e.message());
        return false;
    }
    if (!apply(project))
        return false;
    setProjectPath(path);
    m_window->statusBar()->showMessage(tr("Opened project %1").arg(QFileInfo(path).fileName()), 8000);
    return true;
}

bool ProjectActions::saveProjectAs(const QString& path)
{
    try {
        saveProject(collect(), path);
    } catch (const InputError& e) {
        showError(tr("Could not save project"),
                  tr("The project was not saved.") + QStringLiteral("\n\n") + e.message());
        return false;
    }
    setProjectPath(path);
    m_window->statusBar()->showMessage(tr("Saved project %1").arg(QFileInfo(path).fileName()), 8000);
    return true;
}

bool ProjectActions::apply(const WorkbenchProject& project)
{
    WorkbenchProject p = project;
    if (!locateMissingTraces(p.tracePaths))
        return false;
    m_pending = p;
    QStringList problems;
    m_panels.trace->setFallbackBlockSize(p.fallbackBlockSize);
    if (!p.modelId.isEmpty() && !m_panels.model->selectModel(p.modelId))
        problems << tr("The model \"%1\" is not in the catalog; the current model is kept.").arg(p.modelId);
    m_panels.model->setPrecisions(p.kvPrecision, p.indexerPrecision, p.includeDraft);
    if (const auto preset = presetNamed(p.semantics))
        m_panels.policies->setSelection(*preset, p.policies);
    m_compareBudgets = p.compareBudgetsGib;
    Q_EMIT compareBudgetsRestored(m_compareBudgets);

    // The rest waits for the trace: see onTraceLoaded() and onResultChanged().
    m_stage = Stage::WaitingForTrace;
    if (p.tracePaths.isEmpty())
        m_window->openDemo();
    else
        m_window->openTraces(p.tracePaths);
    if (!problems.isEmpty())
        showError(tr("Project opened with changes"), problems.join(QLatin1Char('\n')));
    return true;
}

bool ProjectActions::locateMissingTraces(QStringList& paths)
{
    QStringList kept;
    QString movedTo; // where the user found one: the others of the project are likely there too
    for (const QString& path : paths) {
        if (QFileInfo::exists(path)) {
            kept << path;
            continue;
        }
        if (!movedTo.isEmpty()) {
            const QString guess = QDir(movedTo).filePath(QFileInfo(path).fileName());
            if (QFileInfo::exists(guess)) {
                kept << guess;
                continue;
            }
        }
        const std::optional<QString> answer = m_locator(path);
        if (!answer)
            return false;
        if (!answer->isEmpty()) {
            kept << *answer;
            movedTo = QFileInfo(*answer).absolutePath();
        }
    }
    paths = kept;
    return true;
}

std::optional<QString> ProjectActions::askForTrace(const QString& missingPath)
{
    const QFileInfo missing(missingPath);
    QMessageBox box(QMessageBox::Question, tr("Trace not found"),
                    tr("The project's trace \"%1\" was not found at\n%2.\n\nHas it moved?")
                        .arg(missing.fileName(), QDir::toNativeSeparators(missing.absolutePath())),
                    QMessageBox::NoButton, m_window);
    box.setObjectName(QStringLiteral("missingTraceDialog"));
    QPushButton* locate = box.addButton(tr("&Locate..."), QMessageBox::AcceptRole);
    QPushButton* skip = box.addButton(tr("Open &Without It"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(locate);
    box.exec();
    if (box.clickedButton() == skip)
        return QString();
    if (box.clickedButton() != locate)
        return std::nullopt;
    const QString dir = QDir(missing.absolutePath()).exists()
                            ? missing.absolutePath()
                            : QSettings().value(QStringLiteral("lastDirectory")).toString();
    const QString found = QFileDialog::getOpenFileName(
        m_window, tr("Locate %1").arg(missing.fileName()), dir,
        tr("%1 (%1);;Traces (*.jsonl *.json *.gz *.zst *.xz *.bz2 *.zip *.tar *.tgz);;All files (*)")
            .arg(missing.fileName()));
    // Closing the file dialog is not a decision to drop the project: ask again.
    return found.isEmpty() ? askForTrace(missingPath) : std::optional<QString>(found);
}

void ProjectActions::onTraceLoaded()
{
    if (m_stage != Stage::WaitingForTrace)
        return;
    if (m_pending.estimateTokens > 0)
        m_panels.model->setEstimateTokens(
            int(std::min<std::uint64_t>(m_pending.estimateTokens, std::numeric_limits<int>::max())));
    // Without a usable model there will be no analysis, and so no range to put the budget in.
    if (m_pending.budgetGib > 0 && m_window->analysis()->bytesPerBlock() > 0)
        m_stage = Stage::WaitingForAnalysis;
    else
        finishRestore();
}

void ProjectActions::onLoadSettled()
{
    // A failed or cancelled load: the project's trace is not shown, so its budget would not fit.
    if (m_stage == Stage::WaitingForTrace && !m_window->isLoading())
        finishRestore();
}

void ProjectActions::onResultChanged(const std::shared_ptr<const AnalysisResult>& result)
{
    // Only a result for the restored inputs gives the slider the range the budget was saved in.
    if (m_stage != Stage::WaitingForAnalysis || !result ||
        result->bytesPerBlock != m_window->analysis()->bytesPerBlock())
        return;
    m_panels.budget->setBudgetGib(m_pending.budgetGib);
    finishRestore();
}

void ProjectActions::finishRestore()
{
    if (m_stage == Stage::Idle)
        return;
    m_stage = Stage::Idle;
    Q_EMIT restored();
}

void ProjectActions::showOpenDialog()
{
    const QString dir =
        QSettings().value(kLastDirectory, QSettings().value(QStringLiteral("lastDirectory"))).toString();
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Project"), dir, projectFilter());
    if (!path.isEmpty())
        openProject(path);
}

void ProjectActions::save()
{
    if (m_path.isEmpty())
        showSaveDialog();
    else
        saveProjectAs(m_path);
}

void ProjectActions::showSaveDialog()
{
    QString suggestion = m_path;
    if (suggestion.isEmpty()) {
        const QStringList traces = m_window->tracePaths();
        const QString name = traces.isEmpty() ? tr("demo") : QFileInfo(traces.first()).completeBaseName();
        const QString dir = QSettings().value(kLastDirectory, QDir::homePath()).toString();
        suggestion = QDir(dir).filePath(name + QLatin1Char('.') + QLatin1String(kProjectSuffix));
    }
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save Project As"), suggestion, projectFilter());
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty()) {
        path += QLatin1Char('.') + QLatin1String(kProjectSuffix);
        // The dialog asked about the name as typed, not about the one with the suffix added.
        if (QFileInfo::exists(path) &&
            QMessageBox::question(m_window, tr("Replace project?"),
                                  tr("%1 already exists. Replace it?").arg(QFileInfo(path).fileName()),
                                  QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
            return;
    }
    saveProjectAs(path);
}

void ProjectActions::setProjectPath(const QString& path)
{
    m_path = QFileInfo(path).absoluteFilePath();
    QSettings().setValue(kLastDirectory, QFileInfo(m_path).absolutePath());
    Q_EMIT projectPathChanged(m_path);
}

void ProjectActions::showError(const QString& title, const QString& text)
{
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("projectErrorDialog"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open(); // window-modal without a nested event loop, like the window's other errors
}

} // namespace kvwb

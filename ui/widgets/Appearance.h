#pragma once

#include <QLocale>
#include <QObject>
#include <QString>

class QMenu;
class QWidget;

namespace kvwb {

/// The colour scheme: the platform's own, or Fusion with a light or dark palette.
enum class Theme
{
    System,
    Light,
    Dark
};

/// The interface language: the system locale's, or a fixed one chosen in View > Language.
enum class Language
{
    System,
    English,
    SimplifiedChinese
};

/**
 * Theme and language: persisted in QSettings, applied at startup by the application's main()
 * before the window exists, and offered in the View menu.
 */
namespace appearance {

Theme savedTheme();
void saveTheme(Theme theme);
/// Applies `theme` to the running application (live: widgets repaint with the new palette).
void applyTheme(Theme theme);
/// The dark palette the Dark theme uses (also for tests).
QPalette darkPalette();

Language savedLanguage();
void saveLanguage(Language language);
/// The locale whose translations `language` loads (QLocale::system() for System).
QLocale localeFor(Language language);
/// Records the platform style and palette (the System theme), then applies the saved theme and
/// installs the saved language's translations. Call once, after QApplication is constructed.
void initialize();

} // namespace appearance

/// View > Theme and View > Language. Theme changes apply at once; language changes at restart,
/// since every widget would otherwise need to re-set its texts.
class AppearanceMenus : public QObject
{
    Q_OBJECT
public:
    explicit AppearanceMenus(QWidget* window);

    /// Appends the Theme and Language submenus to `view`.
    void addTo(QMenu* view);

private:
    QMenu* createThemeMenu(QMenu* parent);
    QMenu* createLanguageMenu(QMenu* parent);
    void onLanguageChosen(Language language);

    QWidget* m_window;
};

} // namespace kvwb

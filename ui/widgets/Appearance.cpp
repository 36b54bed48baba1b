#include "widgets/Appearance.h"

#include "charts/ChartPalette.h"
#include "util/Translations.h"

#include <QActionGroup>
#include <QApplication>
#include <QMenu>
#include <QMessageBox>
#include <QPalette>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

namespace kvwb {

namespace {

const QString kThemeKey = QStringLiteral("ui/theme");
const QString kLanguageKey = QStringLiteral("ui/language");

/// What "System" goes back to: the style and palette the platform gave us at startup.
struct SystemLook
{
    bool recorded = false;
    QString style;
    QPalette palette;
};

SystemLook& systemLook()
{
    static SystemLook look;
    return look;
}

void recordSystemLook()
{
    SystemLook& look = systemLook();
    if (look.recorded)
        return;
    look.recorded = true;
    look.style = QApplication::style()->name();
    look.palette = QApplication::palette();
}

const char* themeName(Theme theme)
{
    switch (theme) {
    case Theme::Light:
        return "light";
    case Theme::Dark:
        return "dark";
    case Theme::System:
        break;
    }
    return "system";
}

const char* languageName(Language language)
{
    switch (language) {
    case Language::English:
        return "en";
    case Language::SimplifiedChinese:
        return "zh_CN";
    case Language::System:
        break;
    }
    return "system";
}

} // namespace

namespace appearance {

Theme savedTheme()
{
    const QString name = QSettings().value(kThemeKey).toString();
    for (Theme theme : {Theme::Light, Theme::Dark})
        if (name == QLatin1String(themeName(theme)))
            return theme;
    return Theme::System;
}

void saveTheme(Theme theme)
{
    QSettings().setValue(kThemeKey, QString::fromLatin1(themeName(theme)));
}

QPalette darkPalette()
{
    // Contrast close to the dark themes of KDE Breeze and GNOME Adwaita: text stays readable on
    // every background, disabled text is visibly dimmer, and the highlight keeps its hue.
    const QColor window(0x2b, 0x2d, 0x30), base(0x1f, 0x20, 0x23), text(0xe6, 0xe6, 0xe6);
    const QColor button(0x36, 0x38, 0x3c), disabled(0x80, 0x80, 0x80), highlight(0x3d, 0x7a, 0xc7);
    QPalette p(window);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, QColor(0x3c, 0x3f, 0x41));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x90, 0x90, 0x90));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, button);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, button.lighter(140));
    p.setColor(QPalette::Midlight, button.lighter(115));
    p.setColor(QPalette::Mid, button.darker(130));
    p.setColor(QPalette::Dark, base.darker(130));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xee));
    p.setColor(QPalette::LinkVisited, QColor(0xb0, 0x8c, 0xe6));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x4a, 0x4a, 0x4a));
    p.setColor(QPalette::Disabled, QPalette::HighlightedText, disabled);
    return p;
}

void applyTheme(Theme theme)
{
    recordSystemLook();
    const SystemLook& look = systemLook();
    if (theme == Theme::System) {
        QApplication::setStyle(QStyleFactory::create(look.style));
        QApplication::setPalette(look.palette);
    } else {
        // Fusion draws everything from the palette; native styles would ignore a dark one.
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(theme == Theme::Dark ? darkPalette()
                                                      : QApplication::style()->standardPalette());
    }
    followPaletteInCharts();
}

Language savedLanguage()
{
    const QString name = QSettings().value(kLanguageKey).toString();
    for (Language language : {Language::English, Language::SimplifiedChinese})
        if (name == QLatin1String(languageName(language)))
            return language;
    return Language::System;
}

void saveLanguage(Language language)
{
    QSettings().setValue(kLanguageKey, QString::fromLatin1(languageName(language)));
}

QLocale localeFor(Language language)
{
    switch (language) {
    case Language::English:
        return QLocale(QLocale::English, QLocale::UnitedStates);
    case Language::SimplifiedChinese:
        return QLocale(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China);
    case Language::System:
        break;
    }
    return QLocale::system();
}

void initialize()
{
    recordSystemLook();
    installTranslators(localeFor(savedLanguage()));
    const Theme theme = savedTheme();
    if (theme != Theme::System)
        applyTheme(theme);
    else
        followPaletteInCharts();
}

} // namespace appearance

AppearanceMenus::AppearanceMenus(QWidget* window) : QObject(window), m_window(window) {}

void AppearanceMenus::addTo(QMenu* view)
{
    view->addSeparator();
    createThemeMenu(view);
    createLanguageMenu(view);
}

QMenu* AppearanceMenus::createThemeMenu(QMenu* parent)
{
    QMenu* menu = parent->addMenu(tr("&Theme"));
    menu->setObjectName(QStringLiteral("themeMenu"));
    menu->menuAction()->setStatusTip(tr("Choose the colour scheme of the window"));
    auto* group = new QActionGroup(menu);
    const struct
    {
        Theme theme;
        QString text;
        QString tip;
    } choices[] = {
        {Theme::System, tr("&System"), tr("Use the desktop's style and colours")},
        {Theme::Light, tr("&Light"), tr("Light colours (Fusion style)")},
        {Theme::Dark, tr("&Dark"), tr("Dark colours (Fusion style)")},
    };
    const Theme current = appearance::savedTheme();
    for (const auto& choice : choices) {
        QAction* action = menu->addAction(choice.text);
        action->setObjectName(QStringLiteral("theme_") + QLatin1String(themeName(choice.theme)));
        action->setCheckable(true);
        action->setChecked(choice.theme == current);
        action->setStatusTip(choice.tip);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [theme = choice.theme]() {
            appearance::saveTheme(theme);
            appearance::applyTheme(theme);
        });
    }
    return menu;
}

QMenu* AppearanceMenus::createLanguageMenu(QMenu* parent)
{
    QMenu* menu = parent->addMenu(tr("&Language"));
    menu->setObjectName(QStringLiteral("languageMenu"));
    menu->menuAction()->setStatusTip(tr("Choose the interface language (applies after a restart)"));
    auto* group = new QActionGroup(menu);
    // Language names stay in their own language, so a user lost in the other one finds theirs.
    const struct
    {
        Language language;
        QString text;
    } choices[] = {
        {Language::System, tr("&System (restart to apply)")},
        {Language::English, QStringLiteral("English")},
        {Language::SimplifiedChinese, QStringLiteral("简体中文")},
    };
    const Language current = appearance::savedLanguage();
    for (const auto& choice : choices) {
        QAction* action = menu->addAction(choice.text);
        action->setObjectName(QStringLiteral("language_") + QLatin1String(languageName(choice.language)));
        action->setCheckable(true);
        action->setChecked(choice.language == current);
        action->setStatusTip(choice.language == Language::System
                                 ? tr("Follow the system locale; applies when the application restarts")
                                 : tr("Applies when the application restarts"));
        group->addAction(action);
        connect(action, &QAction::triggered, this,
                [this, language = choice.language]() { onLanguageChosen(language); });
    }
    return menu;
}

void AppearanceMenus::onLanguageChosen(Language language)
{
    if (language == appearance::savedLanguage())
        return;
    appearance::saveLanguage(language);
    // Re-setting every text of every widget live would need a retranslate path in each panel;
    // a restart is rare enough to be the honest answer.
    auto* box = new QMessageBox(QMessageBox::Information, tr("Language"),
                                tr("The new language applies the next time KV Cache Workbench starts."),
                                QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("languageRestartDialog"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace kvwb

#pragma once

#include <QFont>
#include <QLocale>
#include <QStringList>

class QTranslator;

namespace tf::ui {

/// What installLanguage() found for a locale.
struct LanguageLoaded
{
    bool qtTexts = false;  ///< Qt's own (dialogs, standard buttons), from Debian's qt6-translations-l10n
    bool appTexts = false; ///< Token Factory's, embedded under :/i18n
};

/// Makes `locale` the application's: the default locale (numbers, dates), Qt's own translations
/// and ours installed through the two translators (each only when its file is found: an absent
/// qt6-translations-l10n leaves Qt's dialogs in English and changes nothing else), and the
/// application font with the language's face first (fontFor). Qt's are looked up as qt_<locale>
/// (which pulls in qtbase_<locale> and the other modules') and then qtbase_<locale> alone, in
/// QLibraryInfo's translations folder.
LanguageLoaded installLanguage(const QLocale& locale, QTranslator& qtTranslator, QTranslator& appTranslator);

/// The font families to set text in for `locale`, best first, or empty when the platform's default
/// face serves. Chinese needs its own regional face: fontconfig otherwise picks the first CJK face
/// it finds (Noto Sans CJK JP), whose glyph forms are the Japanese ones.
QStringList fontFamiliesFor(const QLocale& locale);

/// `base` with the families for `locale` right after its own family (which keeps the Latin letters
/// and digits), other regions' CJK faces dropped; `base` itself when it has them already.
QFont fontFor(const QLocale& locale, QFont base);

} // namespace tf::ui

#include "ui/language.h"

#include <QApplication>
#include <QFontDatabase>
#include <QFontInfo>
#include <QLibraryInfo>
#include <QTranslator>

namespace tf::ui {

namespace {

/// The face for Latin text beside Chinese: the one the base's family resolves to (a generic name
/// such as "Sans Serif" is no family Qt finds in a list, so it is resolved first), unless that is a
/// CJK face (fontconfig resolves "Sans Serif" to one under a Chinese locale); then a common Latin
/// face installed.
QString latinFace(const QFont& base)
{
    const QString resolved = QFontInfo(QFont(base.family())).family();
    if (!resolved.contains(QLatin1String("CJK"), Qt::CaseInsensitive))
        return resolved;
    const QStringList installed = QFontDatabase::families();
    for (const QString& family : {QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans"),
                                  QStringLiteral("Liberation Sans"), QStringLiteral("Arial")})
        if (installed.contains(family))
            return family;
    return base.family();
}

} // namespace

LanguageLoaded installLanguage(const QLocale& locale, QTranslator& qtTranslator, QTranslator& appTranslator)
{
    LanguageLoaded loaded;
    QLocale::setDefault(locale);
    QApplication::setFont(fontFor(locale, QApplication::font()));
    const QString qtFolder = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    loaded.qtTexts = qtTranslator.load(locale, QStringLiteral("qt"), QStringLiteral("_"), qtFolder) ||
                     qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), qtFolder);
    if (loaded.qtTexts)
        QApplication::installTranslator(&qtTranslator);
    // A language without its own file (or the C locale of a bare shell) reads English, whose file
    // holds the plural forms ("1 scenario", "2 scenarios").
    loaded.appTexts =
        appTranslator.load(locale, QStringLiteral("tokenfactory"), QStringLiteral("_"), QStringLiteral(":/i18n")) ||
        appTranslator.load(QStringLiteral("tokenfactory_en"), QStringLiteral(":/i18n"));
    if (loaded.appTexts)
        QApplication::installTranslator(&appTranslator);
    return loaded;
}

QStringList fontFamiliesFor(const QLocale& locale)
{
    if (locale.language() != QLocale::Chinese)
        return {};
    // fonts-noto-cjk (installed by build.sh and recommended by the package) provides the Noto
    // faces; the others are the usual Simplified and Traditional Chinese faces of other systems.
    const bool traditional = locale.script() == QLocale::TraditionalHanScript ||
                             locale.territory() == QLocale::Taiwan || locale.territory() == QLocale::HongKong ||
                             locale.territory() == QLocale::Macao;
    if (traditional)
        return {QStringLiteral("Noto Sans CJK TC"), QStringLiteral("Noto Sans TC"),
                QStringLiteral("Source Han Sans TC"), QStringLiteral("Microsoft JhengHei"),
                QStringLiteral("PingFang TC")};
    return {QStringLiteral("Noto Sans CJK SC"),   QStringLiteral("Noto Sans SC"),
            QStringLiteral("Source Han Sans SC"), QStringLiteral("WenQuanYi Micro Hei"),
            QStringLiteral("Microsoft YaHei"),    QStringLiteral("PingFang SC")};
}

QFont fontFor(const QLocale& locale, QFont base)
{
    const QStringList regional = fontFamiliesFor(locale);
    if (regional.isEmpty())
        return base;
    // Latin letters and digits keep the base's face: Qt's PDF writer gives the CJK faces' Latin
    // glyphs no text mapping, so a report set in them alone would lose its figures to search and
    // copy. Han characters, which the Latin face lacks, come from the regional face next in line;
    // a CJK face of another region among the base's families would take them first, so it goes.
    QStringList families;
    const auto otherCjk = [&regional](const QString& family) {
        return family.contains(QLatin1String("CJK"), Qt::CaseInsensitive) && !regional.contains(family);
    };
    families << latinFace(base);
    families << regional;
    for (const QString& family : base.families())
        if (!families.contains(family) && !otherCjk(family))
            families << family;
    if (base.families() != families) // a font that has them already is left as it is
        base.setFamilies(families);
    return base;
}

} // namespace tf::ui

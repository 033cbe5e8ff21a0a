#include "ui/language.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace tf::ui {

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
    loaded.appTexts =
        appTranslator.load(locale, QStringLiteral("tokenfactory"), QStringLiteral("_"), QStringLiteral(":/i18n"));
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
    QStringList families = fontFamiliesFor(locale);
    if (families.isEmpty())
        return base;
    families << base.families();
    if (!families.contains(base.family()))
        families << base.family();
    base.setFamilies(families);
    return base;
}

} // namespace tf::ui

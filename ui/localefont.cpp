#include "ui/localefont.h"

namespace tf::ui {

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

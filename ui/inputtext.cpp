#include "ui/inputtext.h"

#include <QCoreApplication>

namespace tf::ui {

const core::InputFieldInfo* inputField(const QString& key)
{
    return core::findInputField(key.toStdString());
}

QString inputLabel(const core::InputFieldInfo& info)
{
    return QCoreApplication::translate("tf::core::InputField", info.label);
}

QString inputUnit(const core::InputFieldInfo& info)
{
    return info.unit[0] ? QCoreApplication::translate("tf::core::InputField", info.unit) : QString();
}

QString inputExplanation(const core::InputFieldInfo& info)
{
    return info.explanation[0] ? QCoreApplication::translate("tf::core::InputField", info.explanation) : QString();
}

QString inputLabelWithUnit(const core::InputFieldInfo& info)
{
    const QString unit = inputUnit(info);
    const QString label = inputLabel(info);
    // "Batch (concurrent sequences)" already says what it counts; "(sequences)" after it would not.
    if (unit.isEmpty() || label.contains(QLatin1Char('(')) || label.contains(QChar(0xFF08)))
        return label;
    return QStringLiteral("%1 (%2)").arg(label, unit);
}

QString inputLabel(const QString& key)
{
    const core::InputFieldInfo* info = inputField(key);
    return info ? inputLabel(*info) : key;
}

QString metricLabel(core::AnalysisMetric metric)
{
    return QCoreApplication::translate("tf::core::AnalysisMetric", core::analysisMetricLabel(metric));
}

QString tierName(core::TokenTier tier)
{
    switch (tier) {
    case core::TokenTier::Batch:
        return QCoreApplication::translate("tf::ui::TokenTier", "batch");
    case core::TokenTier::Balanced:
        return QCoreApplication::translate("tf::ui::TokenTier", "balanced");
    case core::TokenTier::Interactive:
        return QCoreApplication::translate("tf::ui::TokenTier", "interactive");
    }
    return {};
}

} // namespace tf::ui

#include "ui/inputtext.h"

#include "core/analysis/sensitivity.h"
#include "ui/numberformat.h"

#include <QCoreApplication>

#include <cmath>
#include <utility>

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

QString inputUnitFor(const core::InputFieldInfo& info, double value)
{
    // The singular of each plural count unit core uses, in the same translation context.
    static const std::pair<const char*, const char*> singulars[] = {
        {"GPUs", QT_TRANSLATE_NOOP("tf::core::InputField", "GPU")},
        {"tokens", QT_TRANSLATE_NOOP("tf::core::InputField", "token")},
        {"sequences", QT_TRANSLATE_NOOP("tf::core::InputField", "sequence")},
        {"stages", QT_TRANSLATE_NOOP("tf::core::InputField", "stage")},
        {"nodes", QT_TRANSLATE_NOOP("tf::core::InputField", "node")},
    };
    if (info.integer && value == 1) {
        for (const auto& [plural, singular] : singulars)
            if (qstrcmp(info.unit, plural) == 0)
                return QCoreApplication::translate("tf::core::InputField", singular);
    }
    return inputUnit(info);
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

QString sensitivityRangeLabel(const core::SensitivityRow& row)
{
    const core::InputFieldInfo* info = inputField(QString::fromStdString(row.key));
    const QString label = info ? inputLabel(*info) : QString::fromStdString(row.label);
    const QString unit = info ? inputUnit(*info) : QString::fromStdString(row.unit);
    const auto value = [info](double v) {
        return info && info->integer ? format::locale().toString(static_cast<qlonglong>(std::llround(v)))
                                     : format::number(v);
    };
    return QStringLiteral("%1 %2\u2013%3 %4").arg(label, value(row.low), value(row.high), unit).trimmed();
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

QString servingText(const core::ScenarioInputs& in)
{
    const char* const context = "tf::ui::ComparisonTableModel";
    const QString mode = in.serving == core::ServingMode::Disaggregated
                             ? QCoreApplication::translate(context, "disaggregated")
                             : QCoreApplication::translate(context, "aggregated");
    if (in.speculativeTokens <= 0)
        return mode;
    if (in.speculativeTokens == 1)
        return QCoreApplication::translate(context, "%1 + 1 draft token").arg(mode);
    return QCoreApplication::translate(context, "%1 + %2 draft tokens").arg(mode).arg(in.speculativeTokens);
}

QString configurationText(const core::ScenarioInputs& in)
{
    return QCoreApplication::translate("tf::ui::Parallelism", "%1, batch %2, %3")
        .arg(parallelismText(in.tensorParallel, in.expertParallel, in.pipelineParallel), format::count(in.batch),
             servingText(in));
}

QString parallelismText(int tensorParallel, int expertParallel, int pipelineParallel)
{
    const QString layout =
        QCoreApplication::translate("tf::ui::Parallelism", "TP %1 / EP %2").arg(tensorParallel).arg(expertParallel);
    return pipelineParallel > 1
               ? QCoreApplication::translate("tf::ui::Parallelism", "%1 / PP %2").arg(layout).arg(pipelineParallel)
               : layout;
}

} // namespace tf::ui

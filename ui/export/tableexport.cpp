#include "ui/export/tableexport.h"

#include "core/servicelevel.h"
#include "ui/comparisontablemodel.h"

#include <QAbstractItemModel>
#include <QStringList>

#include <cmath>
#include <set>

namespace tf::ui {

namespace {

QString quoted(const QString& text, QChar separator)
{
    if (separator == QLatin1Char('\t')) {
        QString t = text;
        return t.replace(QLatin1Char('\t'), QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' '));
    }
    if (!text.contains(separator) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')))
        return text;
    QString t = text;
    return QLatin1Char('"') + t.replace(QLatin1String("\""), QLatin1String("\"\"")) + QLatin1Char('"');
}

QString num(double v)
{
    return QString::number(v, 'g', 8);
}

} // namespace

QString pointsToCsv(const std::vector<ScenarioResult>& results)
{
    QString csv = QStringLiteral(
        "scenario,hardware,model,precision,framework,isl,osl,batch,tp,ep,gpus,max_batch,tok_s_user,tpot_ms,ttft_ms,"
        "tok_s_gpu_output,tok_s_gpu_total,cost_per_mtok_output_usd,cost_per_mtok_total_usd,tok_s_mw,tok_per_joule,"
        "tier,meets_slo,frontier\n");
    for (const ScenarioResult& r : results) {
        if (!r.valid)
            continue;
        const std::set<int> frontier(r.series.frontier.begin(), r.series.frontier.end());
        for (size_t i = 0; i < r.series.points.size(); ++i) {
            const core::PointMetrics& p = r.series.points[i];
            QStringList cells{quoted(r.series.name, QLatin1Char(',')),
                              QString::fromStdString(r.inputs.hardwareId),
                              QString::fromStdString(r.inputs.modelId),
                              QString::fromLatin1(core::precisionId(r.inputs.precision).data()),
                              QString::fromStdString(r.inputs.frameworkId),
                              QString::number(r.inputs.inputTokens),
                              QString::number(r.inputs.outputTokens),
                              QString::number(p.op.batch),
                              QString::number(p.op.tensorParallel),
                              QString::number(p.op.expertParallel),
                              QString::number(p.op.gpus),
                              QString::number(p.op.maxBatch),
                              num(p.op.tokSPerUser),
                              num(p.op.tpotMs),
                              num(p.op.ttftMs),
                              num(p.op.tokSPerGpuOutput),
                              num(p.op.tokSPerGpuTotal),
                              num(p.costPerMtokOutputUsd),
                              num(p.costPerMtokTotalUsd),
                              num(p.tokSPerMw),
                              num(p.tokPerJoule),
                              QString::fromLatin1(core::tokenTierId(p.tier)),
                              p.meetsSlo ? QStringLiteral("1") : QStringLiteral("0"),
                              frontier.count(static_cast<int>(i)) ? QStringLiteral("1") : QStringLiteral("0")};
            csv += cells.join(QLatin1Char(',')) + QLatin1Char('\n');
        }
    }
    return csv;
}

namespace {

QString rawNumber(double v)
{
    return std::isfinite(v) ? QString::number(v, 'g', 15) : QString();
}

QString levelText(const core::ServiceLevel& level)
{
    switch (level.mode) {
    case core::ServiceLevelMode::OperatingPoint:
        return QStringLiteral("operating point");
    case core::ServiceLevelMode::EqualInteractivity:
        return QStringLiteral("equal interactivity %1 tok/s/user").arg(rawNumber(level.targetTokSPerUser));
    case core::ServiceLevelMode::BestUnderSlo:
        return QStringLiteral("best under SLOs: TTFT <= %1 ms, >= %2 tok/s/user")
            .arg(rawNumber(level.sloTtftMs), rawNumber(level.minTokSPerUser()));
    }
    return {};
}

/// The cost-per-token article's published figures as a row of the comparison: its ratios in the
/// ratio columns, nothing where it states no figure.
QStringList publishedReferenceRow(const ComparisonTableModel& model, QChar separator, int columns)
{
    using M = ComparisonTableModel;
    QStringList row = {quoted(QStringLiteral("cost-per-token article (published)"), separator),
                       QStringLiteral("0"),
                       quoted(QStringLiteral("equal interactivity"), separator),
                       QStringLiteral("1"),
                       QStringLiteral("gb300-nvl72"),
                       QStringLiteral("deepseek-r1")};
    const int ratioColumns = 4, laterColumns = 1;
    while (row.size() < columns - ratioColumns - laterColumns)
        row << QString();
    for (int metric : {int(M::TokSPerGpu), int(M::TokSPerMw), int(M::CostPerMtokOutput)})
        row << rawNumber(model.referenceValue(metric));
    row << QString() << QString();
    return row;
}

} // namespace

QString comparisonToDelimited(const ComparisonTableModel& model, QChar separator)
{
    using M = ComparisonTableModel;
    const bool total = model.totalTokens();
    const QString basis = total ? QStringLiteral("total") : QStringLiteral("output");
    QStringList header = {QStringLiteral("scenario"),
                          QStringLiteral("baseline"),
                          QStringLiteral("service level"),
                          QStringLiteral("reached"),
                          QStringLiteral("hardware"),
                          QStringLiteral("model"),
                          QStringLiteral("precision"),
                          QStringLiteral("framework"),
                          QStringLiteral("tp (GPUs)"),
                          QStringLiteral("ep (GPUs)"),
                          QStringLiteral("batch (sequences)"),
                          QStringLiteral("draft tokens"),
                          QStringLiteral("serving"),
                          QStringLiteral("GPU-hour (USD)"),
                          QStringLiteral("dense PFLOPS per USD/GPU-h"),
                          QStringLiteral("throughput (tok/s/GPU, %1)").arg(basis),
                          QStringLiteral("interactivity (tok/s/user)"),
                          QStringLiteral("energy throughput (tok/s/MW, %1)").arg(basis),
                          QStringLiteral("cost output (USD/Mtok)"),
                          QStringLiteral("cost total (USD/Mtok)"),
                          QStringLiteral("revenue total (USD/Mtok)"),
                          QStringLiteral("margin (USD/GPU-h)"),
                          QStringLiteral("break-even output price (USD/Mtok)"),
                          QStringLiteral("TTFT (ms)"),
                          QStringLiteral("goodput (tok/s/GPU, total)"),
                          QStringLiteral("max batch (sequences)"),
                          QStringLiteral("tok/s/GPU vs baseline (ratio)"),
                          QStringLiteral("tok/s/MW vs baseline (ratio)"),
                          QStringLiteral("cost per Mtok output vs baseline (ratio)"),
                          QStringLiteral("goodput vs baseline (ratio)"),
                          QStringLiteral("input tokens alone pay the GPU-hour (1/0; break-even output price 0)")};
    const auto cell = [separator](const QString& text) { return quoted(text, separator); };
    QString out;
    for (QString& h : header)
        h = cell(h);
    out += header.join(separator) + QLatin1Char('\n');
    const std::vector<ScenarioResult>& results = model.results();
    for (int i = 0; i < static_cast<int>(results.size()); ++i) {
        const ScenarioResult& r = results[static_cast<size_t>(i)];
        const core::ScenarioInputs& in = r.valid ? r.choice.inputs : r.inputs;
        QStringList row = {cell(r.series.name),
                           i == model.baseline() ? QStringLiteral("1") : QStringLiteral("0"),
                           cell(levelText(r.level)),
                           r.valid && r.series.currentFits ? QStringLiteral("1") : QStringLiteral("0"),
                           cell(QString::fromStdString(in.hardwareId)),
                           cell(QString::fromStdString(in.modelId)),
                           QString::fromLatin1(core::precisionId(in.precision).data()),
                           cell(QString::fromStdString(in.frameworkId)),
                           QString::number(in.tensorParallel),
                           QString::number(in.expertParallel),
                           QString::number(in.batch),
                           QString::number(in.speculativeTokens),
                           in.serving == core::ServingMode::Disaggregated ? QStringLiteral("disaggregated")
                                                                          : QStringLiteral("aggregated")};
        for (int metric = M::UsdPerGpuHour; metric < M::kFirstConfigurationRow; ++metric)
            row << rawNumber(model.metricValue(metric, i));
        for (int metric : {int(M::TokSPerGpu), int(M::TokSPerMw), int(M::CostPerMtokOutput), int(M::Goodput)})
            row << rawNumber(model.ratioValue(metric, i));
        row << (model.inputAloneCoversCost(i) ? QStringLiteral("1") : QStringLiteral("0"));
        out += row.join(separator) + QLatin1Char('\n');
    }
    if (model.referenceColumn() >= 0)
        out += publishedReferenceRow(model, separator, static_cast<int>(header.size())).join(separator) +
               QLatin1Char('\n');
    return out;
}

QString modelToDelimited(const QAbstractItemModel& model, QChar separator)
{
    QString out;
    QStringList header;
    header << QString();
    for (int c = 0; c < model.columnCount(); ++c)
        header << quoted(model.headerData(c, Qt::Horizontal).toString(), separator);
    out += header.join(separator) + QLatin1Char('\n');
    for (int r = 0; r < model.rowCount(); ++r) {
        QStringList cells;
        cells << quoted(model.headerData(r, Qt::Vertical).toString(), separator);
        for (int c = 0; c < model.columnCount(); ++c)
            cells << quoted(model.data(model.index(r, c)).toString(), separator);
        out += cells.join(separator) + QLatin1Char('\n');
    }
    return out;
}

} // namespace tf::ui

#include "ui/export/tableexport.h"

#include <QAbstractItemModel>
#include <QStringList>

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

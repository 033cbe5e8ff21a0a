#include "ui/export/chartexport.h"

#include "ui/charts/chartwidget.h"
#include "ui/export/atomicfile.h"

#include <QBuffer>
#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

namespace tf::ui {

core::Status exportChart(ChartWidget& chart, const QString& path, QSize logicalSize)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QRectF target(QPointF(0, 0), QSizeF(logicalSize));
    QByteArray bytes;
    if (suffix == QLatin1String("png")) {
        // Twice the logical size so the image stays sharp on a projector or a retina slide.
        const QImage image = chart.toImage(logicalSize, 2.0);
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        if (image.isNull() || !image.save(&buffer, "PNG"))
            return core::Error{"cannot render the chart to PNG"};
    } else if (suffix == QLatin1String("svg")) {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(logicalSize);
        svg.setViewBox(target);
        svg.setTitle(chart.title());
        svg.setDescription(QStringLiteral("Token Factory chart"));
        QPainter painter(&svg);
        chart.renderTo(&painter, target);
        painter.end();
    } else if (suffix == QLatin1String("pdf")) {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter pdf(&buffer);
        pdf.setTitle(chart.title());
        pdf.setCreator(QStringLiteral("Token Factory"));
        pdf.setResolution(96);
        pdf.setPageSize(QPageSize(QSizeF(logicalSize), QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        QPainter painter(&pdf);
        const QRect page = painter.viewport();
        chart.renderTo(&painter, QRectF(page));
        painter.end();
    } else {
        return core::Error{"unsupported chart format '" + suffix.toStdString() + "' (use .png, .svg or .pdf)"};
    }
    return writeFileAtomically(path, bytes);
}

core::Status exportChart(ChartKind kind, const std::vector<ScenarioSeries>& scenarios, const ChartOptions& options,
                         const QString& path, QSize logicalSize)
{
    std::unique_ptr<ChartWidget> chart = makeChart(kind);
    chart->resize(logicalSize);
    chart->setData(scenarios, options);
    return exportChart(*chart, path, logicalSize);
}

} // namespace tf::ui

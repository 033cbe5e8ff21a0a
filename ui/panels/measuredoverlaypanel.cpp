#include "ui/panels/measuredoverlaypanel.h"

#include "core/catalog/catalog.h"
#include "ui/numberformat.h"

#include <QCheckBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tf::ui {

MeasuredOverlayPanel::MeasuredOverlayPanel(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("measuredOverlayPanel"));
    auto* open = new QPushButton(tr("Open benchmark CSV…"), this);
    auto* shipped = new QPushButton(tr("Shipped measurements"), this);
    shipped->setToolTip(tr("InferenceX's points and the MLPerf / vendor table that ship with Token Factory"));
    auto* clear = new QPushButton(tr("Clear"), this);
    m_matchScenario = new QCheckBox(tr("Only this scenario's GPU, model, precision and serving software"), this);
    m_matchScenario->setChecked(true);
    m_status = new QLabel(tr("No file loaded"), this);
    m_status->setWordWrap(true);
    // Not the status bar's held-out figure: the same rows can be among those the profile was fitted to.
    m_status->setToolTip(tr("Median |predicted / measured \u2212 1| of tok/s/GPU over this file's rows for the "
                            "scenario's GPU and model. It is in sample where the calibration was fitted to these "
                            "rows; the status bar's error is held out (rows predicted by fits that never saw their "
                            "model)."));
    m_table = new QTableWidget(0, 5, this);
    m_table->setHorizontalHeaderLabels(
        // Two lines: a docked panel's columns are narrow, and one line was cut at both ends.
        {tr("Point"), tr("tok/s/user"), tr("Measured\ntok/s/GPU"), tr("Model\ntok/s/GPU"), tr("Error")});
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setToolTip(tr("Error = model / measured − 1 at the measured interactivity (total tokens)"));

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(open);
    buttons->addWidget(shipped);
    buttons->addWidget(clear);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(m_matchScenario);
    layout->addWidget(m_status);
    layout->addWidget(m_table, 1);

    connect(open, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open benchmark CSV"), QString(),
                                                          tr("CSV files (*.csv);;All files (*)"));
        if (!path.isEmpty())
            loadFile(path);
    });
    connect(clear, &QPushButton::clicked, this, [this] {
        m_rows.clear();
        m_source.clear();
        m_status->setText(tr("No file loaded"));
        rebuild();
    });
    connect(shipped, &QPushButton::clicked, this, &MeasuredOverlayPanel::loadShipped);
    connect(m_matchScenario, &QCheckBox::toggled, this, [this] { rebuild(); });
    loadShipped();
}

void MeasuredOverlayPanel::loadShipped()
{
    const core::ShippedBenchmarks& shipped = core::shippedBenchmarks();
    m_rows = shipped.rows;
    m_source = tr("shipped measurements (InferenceX %1 rows, MLPerf and vendor tables %2 rows)")
                   .arg(shipped.inferenceXRows)
                   .arg(shipped.measuredRows);
    rebuild();
}

void MeasuredOverlayPanel::setScenario(const core::ScenarioInputs& inputs)
{
    m_inputs = inputs;
    rebuild();
}

bool MeasuredOverlayPanel::loadFile(const QString& path)
{
    auto rows = core::readBenchmarkCsv(path.toStdString());
    if (!rows) {
        m_status->setText(QString::fromStdString(rows.error()));
        return false;
    }
    m_rows = std::move(rows).value();
    m_source = QFileInfo(path).fileName();
    rebuild();
    return true;
}

void MeasuredOverlayPanel::rebuild()
{
    m_points.clear();
    m_overlay = {};
    m_table->setRowCount(0);
    if (!m_rows.empty()) {
        auto overlay = core::buildMeasuredOverlay(m_rows, m_inputs, *m_catalog, m_matchScenario->isChecked());
        if (!overlay) {
            m_status->setText(QString::fromStdString(overlay.error()));
        } else {
            m_overlay = *overlay;
            m_status->setText(tr("%1: %2 rows, %3 for this GPU and model, %4 without interactivity; "
                                 "the model against them: median |error| %5%")
                                  .arg(m_source, QString::number(m_overlay.rowsRead),
                                       QString::number(m_overlay.rowsMatched), QString::number(m_overlay.rowsUnusable),
                                       format::number(m_overlay.medianAbsError * 100.0)));
            m_table->setRowCount(static_cast<int>(m_overlay.points.size()));
            int row = 0;
            for (const core::MeasuredComparison& c : m_overlay.points) {
                MeasuredPoint p;
                p.tokSPerUser = c.tokSPerUser;
                p.tokSPerGpuTotal = c.measuredTokSPerGpuTotal;
                p.predictedTokSPerGpuTotal = c.predictedTokSPerGpuTotal;
                p.label = QString::fromStdString(c.label);
                m_points.push_back(p);
                const QString cells[] = {
                    p.label, format::number(c.tokSPerUser), format::number(c.measuredTokSPerGpuTotal),
                    c.predictedTokSPerGpuTotal > 0 ? format::number(c.predictedTokSPerGpuTotal) : tr("unreachable"),
                    c.predictedTokSPerGpuTotal > 0
                        ? format::percentChange(c.predictedTokSPerGpuTotal, c.measuredTokSPerGpuTotal)
                        : QString()};
                for (int col = 0; col < 5; ++col)
                    m_table->setItem(row, col, new QTableWidgetItem(cells[col]));
                ++row;
            }
        }
    }
    emit measuredPointsChanged(m_points);
}

} // namespace tf::ui

#include "ui/panels/montecarlopanel.h"

#include "core/catalog/catalog.h"
#include "ui/charts/distributionchart.h"
#include "ui/inputtext.h"
#include "ui/numberentry.h"
#include "ui/numberformat.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>

namespace tf::ui {

namespace {
enum Column { KeyColumn, LowColumn, LikelyColumn, HighColumn, ColumnCount };
}

MonteCarloPanel::MonteCarloPanel(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("monteCarloPanel"));
    m_ranges = new QTableWidget(0, ColumnCount, this);
    m_ranges->setHorizontalHeaderLabels({tr("Input"), tr("Low"), tr("Likely"), tr("High")});
    // The figures take the width they need and the input's name the rest: the panel fits a
    // narrow dock without a horizontal scroll bar.
    m_ranges->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_ranges->horizontalHeader()->setSectionResizeMode(KeyColumn, QHeaderView::Stretch);
    m_ranges->verticalHeader()->hide();
    m_ranges->setToolTip(tr("Triangular distribution per input: low, most likely and high values"));
    m_samples = new QSpinBox(this);
    m_samples->setRange(100, 1000000);
    m_samples->setSingleStep(1000);
    m_samples->setValue(10000);
    m_seed = new QSpinBox(this);
    m_seed->setRange(0, 2000000000);
    m_seed->setValue(static_cast<int>(core::kDefaultMonteCarloSeed));
    m_seed->setToolTip(tr("Same seed, same inputs: same answer"));
    m_view = new QComboBox(this);
    m_view->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_view->setMinimumContentsLength(12);
    m_view->addItem(tr("Cost per Mtok output ($)"));
    m_view->addItem(tr("Interactivity (tok/s/user)"));
    m_view->addItem(tr("Total tok/s per GPU"));
    auto* runButton = new QPushButton(tr("Run"), this);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_chart = new DistributionChart(this);

    auto* form = new QFormLayout;
    form->addRow(tr("Samples"), m_samples);
    form->addRow(tr("Seed"), m_seed);
    form->addRow(tr("Histogram of"), m_view);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_ranges);
    layout->addLayout(form);
    layout->addWidget(runButton);
    layout->addWidget(m_summary);
    layout->addWidget(m_chart, 1);

    connect(runButton, &QPushButton::clicked, this, &MonteCarloPanel::run);
    connect(m_view, &QComboBox::currentIndexChanged, this, &MonteCarloPanel::showHistogram);
}

MonteCarloPanel::~MonteCarloPanel()
{
    // Workers check the flag every 256 samples, so this wait is short; their queued results are
    // discarded with this object.
    if (m_cancel)
        m_cancel->store(true);
    for (const QPointer<QThread>& thread : m_threads) {
        if (thread)
            thread->wait();
    }
}

void MonteCarloPanel::setScenario(const core::ScenarioInputs& inputs)
{
    // New results for the same configuration (another scenario's edit) keep the ranges the user
    // typed and the run beside them.
    if (m_hasScenario && inputs == m_inputs)
        return;
    m_hasScenario = true;
    m_inputs = inputs;
    setUncertainInputs(core::defaultUncertainInputs(inputs));
    clearResults(tr("Run to sample this configuration."));
}

void MonteCarloPanel::clearResults(const QString& why)
{
    if (m_cancel)
        m_cancel->store(true); // a run still going was for other inputs: stopped, its result dropped
    ++m_generation;
    m_running = false;
    m_chart->clear();
    m_summary->setText(why);
    emit costBandsChanged(0, 0, 0); // the bands on the cost chart went with the distribution
}

void MonteCarloPanel::setUncertainInputs(const std::vector<core::UncertainInput>& uncertain)
{
    m_ranges->setRowCount(static_cast<int>(uncertain.size()));
    for (int row = 0; row < static_cast<int>(uncertain.size()); ++row) {
        const core::UncertainInput& u = uncertain[static_cast<size_t>(row)];
        const core::InputFieldInfo* info = inputField(QString::fromStdString(u.key));
        auto* key = new QTableWidgetItem(info ? inputLabelWithUnit(*info) : QString::fromStdString(u.key));
        key->setData(Qt::UserRole, QString::fromStdString(u.key));
        key->setFlags(key->flags() & ~Qt::ItemIsEditable);
        m_ranges->setItem(row, KeyColumn, key);
        const double values[] = {u.low, u.likely, u.high};
        for (int c = 0; c < 3; ++c)
            m_ranges->setItem(row, LowColumn + c, new QTableWidgetItem(QLocale().toString(values[c], 'g', 6)));
    }
}

std::vector<core::UncertainInput> MonteCarloPanel::uncertainInputs(QString* refusal) const
{
    std::vector<core::UncertainInput> list;
    for (int row = 0; row < m_ranges->rowCount(); ++row) {
        const QTableWidgetItem* keyItem = m_ranges->item(row, KeyColumn);
        const QString key = keyItem->data(Qt::UserRole).toString();
        const core::InputFieldInfo* info = inputField(key);
        double values[3] = {};
        for (int c = 0; c < 3; ++c) {
            const ParsedNumber parsed = parseNumber(m_ranges->item(row, LowColumn + c)->text().trimmed(), QLocale(),
                                                    info ? info->minValue : -1e300, info ? info->maxValue : 1e300, 6);
            if (!parsed.ok) {
                *refusal =
                    tr("%1, %2: %3")
                        .arg(keyItem->text(), m_ranges->horizontalHeaderItem(LowColumn + c)->text(), parsed.refusal);
                return {};
            }
            values[c] = parsed.value;
        }
        if (values[0] > values[1] || values[1] > values[2]) {
            *refusal =
                tr("%1: the low end, the likely value and the high end must rise in that order.").arg(keyItem->text());
            return {};
        }
        list.push_back({key.toStdString(), values[0], values[1], values[2]});
    }
    return list;
}

void MonteCarloPanel::setSamples(int samples)
{
    m_samples->setValue(samples);
}

void MonteCarloPanel::run()
{
    QString refusal;
    const std::vector<core::UncertainInput> uncertain = uncertainInputs(&refusal);
    if (!refusal.isEmpty()) {
        clearResults(refusal); // the distribution shown was for other ranges
        return;
    }
    if (m_cancel)
        m_cancel->store(true); // the previous run stops early; its result is stale anyway
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    const quint64 generation = ++m_generation;
    m_running = true;
    m_summary->setText(tr("Running…"));

    core::MonteCarloOptions options;
    options.samples = m_samples->value();
    options.seed = static_cast<std::uint64_t>(m_seed->value());
    const core::ScenarioInputs inputs = m_inputs;
    const std::shared_ptr<std::atomic<bool>> cancel = m_cancel;
    // The run keeps its own copy: an import during the run must not change the catalog under it.
    const auto catalog = std::make_shared<const core::Catalog>(*m_catalog);
    QThread* thread = QThread::create([this, generation, inputs, uncertain, options, cancel, catalog] {
        auto result = std::make_shared<core::Result<core::MonteCarloResult>>(
            core::runMonteCarlo(inputs, *catalog, uncertain, options, cancel.get()));
        QMetaObject::invokeMethod(
            this, [this, generation, result] { showResult(generation, result); }, Qt::QueuedConnection);
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    m_threads.erase(std::remove_if(m_threads.begin(), m_threads.end(), [](const auto& t) { return t.isNull(); }),
                    m_threads.end());
    m_threads.emplace_back(thread);
    thread->start();
}

void MonteCarloPanel::showResult(quint64 generation,
                                 const std::shared_ptr<core::Result<core::MonteCarloResult>>& result)
{
    if (generation != m_generation)
        return; // a newer run was started; drop this one
    m_running = false;
    if (!result->ok()) {
        m_result = {};
        m_chart->clear();
        m_summary->setText(QString::fromStdString(result->error()));
        emit finished();
        return;
    }
    m_result = result->value();
    const core::MonteCarloResult& r = m_result;
    m_summary->setText(tr("%1 samples in %2 ms (%3 did not fit).\n"
                          "Cost per Mtok output: P10 %4, P50 %5, P90 %6\n"
                          "Interactivity: P10 %7, P50 %8, P90 %9 tok/s/user\n"
                          "Throughput: P10 %10, P50 %11, P90 %12 tok/s/GPU (total)")
                           .arg(format::number(r.samples), format::number(r.elapsedMs), format::number(r.infeasible, 3),
                                format::usd(r.costPerMtokOutputUsd.p10), format::usd(r.costPerMtokOutputUsd.p50),
                                format::usd(r.costPerMtokOutputUsd.p90), format::number(r.tokSPerUser.p10),
                                format::number(r.tokSPerUser.p50), format::number(r.tokSPerUser.p90))
                           .arg(format::number(r.tokSPerGpuTotal.p10), format::number(r.tokSPerGpuTotal.p50),
                                format::number(r.tokSPerGpuTotal.p90)));
    showHistogram();
    emit costBandsChanged(r.costPerMtokOutputUsd.p10, r.costPerMtokOutputUsd.p50, r.costPerMtokOutputUsd.p90);
    emit finished();
}

void MonteCarloPanel::showHistogram()
{
    const core::MonteCarloResult& r = m_result;
    switch (m_view->currentIndex()) {
    case 1:
        m_chart->setSamples(r.tokSPerUserSamples, r.tokSPerUser.p10, r.tokSPerUser.p50, r.tokSPerUser.p90,
                            m_view->currentText());
        break;
    case 2:
        m_chart->setSamples(r.tokSPerGpuTotalSamples, r.tokSPerGpuTotal.p10, r.tokSPerGpuTotal.p50,
                            r.tokSPerGpuTotal.p90, m_view->currentText());
        break;
    default:
        m_chart->setSamples(r.costSamples, r.costPerMtokOutputUsd.p10, r.costPerMtokOutputUsd.p50,
                            r.costPerMtokOutputUsd.p90, m_view->currentText(), DistributionChart::Values::Dollars);
        break;
    }
}

} // namespace tf::ui

#include "ui/parameterpanel.h"

#include "core/catalog/catalog.h"
#include "core/precisionsupport.h"
#include "ui/documentmodel.h"
#include "ui/inputtext.h"
#include "ui/numberentry.h"
#include "ui/numberformat.h"
#include "ui/scenarioresult.h"
#include "ui/sliderfield.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QToolButton>
#include <QVBoxLayout>
#include <QVariant>

#include <cmath>

namespace tf::ui {

namespace {

/// A titled group whose body folds away; keeps the panel short enough to see the key inputs.
QWidget* addSection(QVBoxLayout* parentLayout, const QString& title, bool expanded)
{
    auto* header = new QToolButton;
    header->setText(title);
    header->setCheckable(true);
    header->setChecked(expanded);
    header->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    header->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    header->setAutoRaise(true);
    header->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    QFont font = header->font();
    font.setBold(true);
    header->setFont(font);
    auto* body = new QWidget;
    body->setVisible(expanded);
    auto* bodyLayout = new QVBoxLayout(body);
    bodyLayout->setContentsMargins(12, 0, 0, 6);
    QObject::connect(header, &QToolButton::toggled, body, [header, body](bool on) {
        header->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
        body->setVisible(on);
    });
    header->setProperty("tfSectionBody", QVariant::fromValue<QObject*>(body));
    parentLayout->addWidget(header);
    parentLayout->addWidget(body);
    return body;
}

/// The minimum width of `content` with every folding section open, as a user may open them all.
int widestContentWidth(QWidget* content)
{
    std::vector<QWidget*> folded;
    for (QToolButton* header : content->findChildren<QToolButton*>()) {
        auto* body = qobject_cast<QWidget*>(header->property("tfSectionBody").value<QObject*>());
        if (body && body->isHidden()) {
            folded.push_back(body);
            body->setVisible(true);
        }
    }
    const int width = content->minimumSizeHint().width();
    for (QWidget* body : folded)
        body->setVisible(false);
    return width;
}

QString source(const std::map<std::string, std::string>& sources, const char* key)
{
    const auto it = sources.find(key);
    return it == sources.end() ? QString() : QString::fromStdString(it->second).toHtmlEscaped();
}

} // namespace

ParameterPanel::ParameterPanel(DocumentModel* document, QWidget* parent) : QWidget(parent), m_document(document)
{
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    outer->addWidget(scroll);
    auto* content = new QWidget;
    scroll->setWidget(content);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(8, 6, 8, 6);

    // What runs where
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_hardware = new QComboBox;
    m_model = new QComboBox;
    fillCatalogCombos();
    m_hardware->setToolTip(tr("GPU or rack. Changing it loads its catalog price, power and capex."));
    m_model->setToolTip(tr("Model served; its architecture decides bytes and FLOPs per token."));
    form->addRow(tr("&Hardware"), m_hardware);
    form->addRow(tr("&Model"), m_model);

    auto* precisionRow = new QHBoxLayout;
    precisionRow->setSpacing(2);
    m_precision = new QButtonGroup(this);
    for (int p = 0; p < core::kPrecisionCount; ++p) {
        auto* button = new QToolButton;
        button->setText(QString::fromLatin1(core::precisionLabel(static_cast<core::Precision>(p)).data()));
        button->setCheckable(true);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        m_precision->addButton(button, p);
        precisionRow->addWidget(button);
    }
    form->addRow(tr("Precision"), precisionRow);
    layout->addLayout(form);
    m_precisionNote = new QLabel;
    m_precisionNote->setWordWrap(true);
    m_precisionNote->setStyleSheet(QStringLiteral("color: #8a6d00;"));
    layout->addWidget(m_precisionNote);

    // The four key inputs, always visible.
    addField(content, QStringLiteral("price_per_gpu_hour"), tr("GPU price"), 0.1, 100, 2, {});
    m_ownedPrice = new QLabel;
    m_ownedPrice->setWordWrap(true);
    m_ownedPrice->setStyleSheet(QStringLiteral("color: palette(mid);"));
    layout->addWidget(field(QStringLiteral("price_per_gpu_hour")));
    layout->addWidget(m_ownedPrice);
    layout->addWidget(addField(content, QStringLiteral("kw_per_gpu"), tr("Power, all-in per GPU"), 0.2, 10, 2, {}));
    layout->addWidget(addField(content, QStringLiteral("batch"), tr("Batch (concurrent sequences)"), 1, 1024, 0,
                               tr("Concurrent sequences per serving instance. Larger batches share each weight read "
                                  "(more tok/s/GPU) but slow every user (fewer tok/s/user).<br>Capacity = (usable "
                                  "HBM \u2212 weights \u2212 reserves) \u00f7 KV bytes per sequence (ISL + OSL).")));
    m_capacity = new QLabel;
    m_capacity->setWordWrap(true);
    layout->addWidget(m_capacity);

    // Power and electricity
    QWidget* power = addSection(layout, tr("Power and electricity"), false);
    power->layout()->addWidget(addField(power, QStringLiteral("pue"), tr("PUE"), 1, 2, 2,
                                        tr("Power usage effectiveness; multiplies the all-in kW. Keep 1.0 when the "
                                           "all-in figure already includes cooling (InferenceX basis).")));
    power->layout()->addWidget(addField(power, QStringLiteral("electricity_usd_per_kwh"), tr("Electricity"), 0, 0.5, 3,
                                        tr("Price of energy; counts in the owned build-up only (a rental "
                                           "price includes power).<br>Power $/GPU-h = kW \u00d7 PUE \u00d7 $/kWh "
                                           "\u00f7 utilisation.")));

    // Workload
    QWidget* workload = addSection(layout, tr("Workload and framework"), false);
    auto* workloadForm = new QFormLayout;
    m_framework = new QComboBox;
    for (const core::Framework& fw : document->catalog().frameworks())
        m_framework->addItem(QString::fromStdString(fw.name), QString::fromStdString(fw.id));
    m_framework->setToolTip(tr("Serving framework; picks the calibration profile (efficiencies and overheads)."));
    workloadForm->addRow(tr("Framework"), m_framework);
    static_cast<QVBoxLayout*>(workload->layout())->addLayout(workloadForm);
    workload->layout()->addWidget(addField(workload, QStringLiteral("isl"), tr("Input tokens (ISL)"), 16, 131072, 0,
                                           tr("Prompt length per request. Sets prefill work and TTFT, and the KV "
                                              "cache each sequence holds.")));
    workload->layout()->addWidget(addField(workload, QStringLiteral("osl"), tr("Output tokens (OSL)"), 16, 65536, 0,
                                           tr("Tokens generated per request.")));

    // Parallelism and serving
    QWidget* serving = addSection(layout, tr("Parallelism and serving"), false);
    auto* servingForm = new QFormLayout;
    m_tensorParallel = new QComboBox;
    m_expertParallel = new QComboBox;
    m_prefillTensorParallel = new QComboBox;
    m_serving = new QComboBox;
    m_serving->addItem(tr("Aggregated (prefill and decode share GPUs)"));
    m_serving->addItem(tr("Disaggregated (separate prefill pool)"));
    m_tensorParallel->setToolTip(tr("TP: GPUs sharing each attention layer; two all-reduces per layer."));
    m_expertParallel->setToolTip(tr("EP: GPUs sharing the experts (MoE only); EP > TP means data-parallel "
                                    "attention. Dispatch and combine are all-to-alls."));
    m_prefillTensorParallel->setToolTip(tr("TP of one prefill instance (disaggregated serving)."));
    servingForm->addRow(tr("Tensor parallel"), m_tensorParallel);
    servingForm->addRow(tr("Expert parallel"), m_expertParallel);
    servingForm->addRow(tr("Serving"), m_serving);
    servingForm->addRow(tr("Prefill TP"), m_prefillTensorParallel);
    static_cast<QVBoxLayout*>(serving->layout())->addLayout(servingForm);
    serving->layout()->addWidget(addField(serving, QStringLiteral("spec_tokens"), tr("Speculative draft tokens"), 0, 8,
                                          0,
                                          tr("Draft tokens per step (MTP/EAGLE); 0 = off. Accepted tokens per step "
                                             "= 1 + Σ a·d^(i−1); the verify pass costs B·(γ+1) "
                                             "tokens, so the gain shrinks at large batch.")));

    // Owning
    QWidget* owning = addSection(layout, tr("Pricing and ownership"), false);
    auto* owningForm = new QFormLayout;
    m_pricing = new QComboBox;
    m_pricing->addItem(tr("Rented (price per GPU-hour)"));
    m_pricing->addItem(tr("Owned (capex, life, utilisation)"));
    owningForm->addRow(tr("Pricing"), m_pricing);
    static_cast<QVBoxLayout*>(owning->layout())->addLayout(owningForm);
    owning->layout()->addWidget(
        addField(owning, QStringLiteral("capex_per_gpu"), tr("Capex per GPU"), 5000, 500000, 0, {}));
    owning->layout()->addWidget(addField(owning, QStringLiteral("useful_life_years"), tr("Useful life"), 1, 10, 1,
                                         tr("Years over which capex is spread (annuity).")));
    owning->layout()->addWidget(addField(owning, QStringLiteral("cost_of_capital_percent"), tr("Cost of capital"), 0,
                                         20, 1, tr("Annual rate applied to capex.")));
    owning->layout()->addWidget(addField(owning, QStringLiteral("utilisation_percent"), tr("Utilisation"), 10, 100, 0,
                                         tr("Share of paid-for hours doing paid work, rented or owned: idle "
                                            "hours are paid for too, so every cost per GPU-hour is divided by "
                                            "it. 100% = every hour sold (on-demand rental billed by the hour).")));
    owning->layout()->addWidget(addField(owning, QStringLiteral("facility_usd_per_kw_month"), tr("Facility"), 0, 300, 0,
                                         tr("Colocation or space charge per kW of all-in power.")));
    owning->layout()->addWidget(addField(owning, QStringLiteral("other_usd_per_gpu_hour"), tr("Other opex"), 0, 2, 2,
                                         tr("Software, staff, network not counted above.")));

    // Service-level objectives
    QWidget* slo = addSection(layout, tr("Service-level objectives"), false);
    slo->layout()->addWidget(addField(slo, QStringLiteral("slo_ttft_ms"), tr("TTFT objective"), 0, 10000, 0,
                                      tr("Time to first token the service promises; 0 = none. TTFT = queueing + "
                                         "prefill (+ first decode step, + KV transfer when disaggregated).")));
    slo->layout()->addWidget(addField(slo, QStringLiteral("slo_tok_s_user"), tr("Interactivity objective"), 0, 300, 0,
                                      tr("Minimum tok/s per user; 0 = none. tok/s/user = 1000 \u00f7 TPOT (ms).")));
    layout->addStretch(1);
    guardWheel(content);
    // Wide enough for the fields and a vertical scroll bar: opening sections adds the bar, and
    // without this room it would push every field's value out of sight (no horizontal scrolling).
    scroll->setMinimumWidth(widestContentWidth(content) + scroll->verticalScrollBar()->sizeHint().width() +
                            2 * scroll->frameWidth());

    // Wiring: every change is a document edit.
    const auto comboEdit = [this](QComboBox* combo, auto apply, const QString& text) {
        connect(combo, &QComboBox::activated, this, [this, combo, apply, text](int) {
            if (m_refreshing || selected() < 0)
                return;
            core::ScenarioInputs inputs = m_document->scenario(selected()).inputs;
            apply(inputs, combo);
            editInputs(inputs, text);
        });
    };
    comboEdit(
        m_hardware,
        [this](core::ScenarioInputs& in, QComboBox* c) {
            in.hardwareId = c->currentData().toString().toStdString();
            // Price, power, capex and framework of the new GPU belong to the same undo step.
            const core::HardwareDefaults applied = core::applyHardwareDefaults(in, m_document->catalog());
            announceHardwareDefaults(in, applied);
            const core::Hardware* hw = m_document->catalog().findHardware(in.hardwareId);
            if (hw && hw->scaleUpGpus > 0 && in.expertParallel > 1 && in.expertParallel < in.tensorParallel)
                in.expertParallel = in.tensorParallel;
        },
        tr("Change hardware"));
    comboEdit(
        m_model, [](core::ScenarioInputs& in, QComboBox* c) { in.modelId = c->currentData().toString().toStdString(); },
        tr("Change model"));
    comboEdit(
        m_framework,
        [](core::ScenarioInputs& in, QComboBox* c) { in.frameworkId = c->currentData().toString().toStdString(); },
        tr("Change framework"));
    comboEdit(
        m_pricing,
        [](core::ScenarioInputs& in, QComboBox* c) {
            in.pricing = c->currentIndex() == 1 ? core::PricingMode::Owned : core::PricingMode::Rented;
        },
        tr("Change pricing"));
    comboEdit(
        m_serving,
        [](core::ScenarioInputs& in, QComboBox* c) {
            in.serving = c->currentIndex() == 1 ? core::ServingMode::Disaggregated : core::ServingMode::Aggregated;
        },
        tr("Change serving mode"));
    comboEdit(
        m_tensorParallel, [](core::ScenarioInputs& in, QComboBox* c) { in.tensorParallel = c->currentData().toInt(); },
        tr("Change tensor parallel"));
    comboEdit(
        m_expertParallel, [](core::ScenarioInputs& in, QComboBox* c) { in.expertParallel = c->currentData().toInt(); },
        tr("Change expert parallel"));
    comboEdit(
        m_prefillTensorParallel,
        [](core::ScenarioInputs& in, QComboBox* c) { in.prefillTensorParallel = c->currentData().toInt(); },
        tr("Change prefill tensor parallel"));

    connect(m_precision, &QButtonGroup::idClicked, this, [this](int id) {
        if (!m_refreshing)
            requestPrecision(static_cast<core::Precision>(id));
    });

    connect(document, &DocumentModel::selectionChanged, this, &ParameterPanel::refresh);
    connect(document, &DocumentModel::inputsChanged, this, [this](int index) {
        if (index == selected())
            refresh();
    });
    // A workbook may carry its own hardware and models: the lists follow the document's catalog.
    const auto catalogReplaced = [this] {
        fillCatalogCombos();
        refresh();
    };
    connect(document, &DocumentModel::documentReset, this, catalogReplaced);
    connect(document, &DocumentModel::catalogChanged, this, catalogReplaced);
    refresh();
}

SliderField* ParameterPanel::addField(QWidget* parent, const QString& key, const QString& label, double sliderMin,
                                      double sliderMax, int decimals, const QString& explanation)
{
    SliderField::Spec spec;
    spec.label = label;
    spec.sliderMin = sliderMin;
    spec.sliderMax = sliderMax;
    spec.decimals = decimals;
    for (const core::InputFieldInfo& info : core::numericInputFields()) {
        if (key == QLatin1String(info.key)) {
            spec.unit = inputUnit(info);
            spec.fieldMin = info.minValue;
            spec.fieldMax = info.maxValue;
            spec.logScale = info.logScale && sliderMin > 0;
        }
    }
    if (key == QLatin1String("spec_tokens") || key == QLatin1String("batch"))
        spec.unit.clear(); // "tokens"/"sequences" repeat the label
    auto* f = new SliderField(spec, parent);
    f->setExplanation(explanation);
    m_fields.insert(key, f);
    connect(f, &SliderField::valueEdited, this, [this, key](double value) {
        if (!m_refreshing)
            m_document->setNumericInput(selected(), key, value);
    });
    connect(f, &SliderField::editingFinished, m_document, &DocumentModel::endMergeSequence);
    return f;
}

bool ParameterPanel::precisionAllowed(const core::Hardware& hw, const core::LlmModel& model, core::Precision precision,
                                      QString* reason, QString* note)
{
    const QString label = QString::fromLatin1(core::precisionLabel(precision).data());
    const QString gpu = QString::fromStdString(hw.name);
    const core::PrecisionSupport support = core::precisionSupport(hw, model, precision);
    const QString mathLabel = QString::fromLatin1(core::precisionLabel(support.math).data());
    if (!hw.supportsNative(support.math)) {
        if (reason)
            *reason =
                tr("%1 is not available on %2: it has no %3 math figure in the catalog.").arg(label, gpu, mathLabel);
        return false;
    }
    if (support.weightOnly() && note)
        *note = tr("%1 on %2 is weight-only: weights take %1 memory, math runs at %3 (no speed-up in compute).")
                    .arg(label, gpu, mathLabel);
    return true;
}

bool ParameterPanel::requestPrecision(core::Precision precision, QString* reason)
{
    if (selected() < 0)
        return false;
    core::ScenarioInputs inputs = m_document->scenario(selected()).inputs;
    const core::Hardware* hw = m_document->catalog().findHardware(inputs.hardwareId);
    const core::LlmModel* model = m_document->catalog().findModel(inputs.modelId);
    QString why;
    QString note;
    if (!hw || !model || !precisionAllowed(*hw, *model, precision, &why, &note)) {
        if (!hw || !model)
            why = tr("Unknown hardware or model.");
        if (reason)
            *reason = why;
        emit message(why);
        updatePrecisionButtons(inputs); // put the checked button back
        return false;
    }
    // An empty message clears a weight-only note left from the previous precision.
    emit message(note);
    inputs.precision = precision;
    editInputs(inputs, tr("Change precision"));
    return true;
}

QAbstractButton* ParameterPanel::precisionButton(core::Precision precision) const
{
    return m_precision->button(static_cast<int>(precision));
}

void ParameterPanel::editInputs(const core::ScenarioInputs& inputs, const QString& text)
{
    m_document->endMergeSequence();
    m_document->setInputs(selected(), inputs, text);
    m_document->endMergeSequence();
}

int ParameterPanel::selected() const
{
    return m_document->selectedIndex();
}

void ParameterPanel::fillParallelismCombo(QComboBox* combo, int maxGpus, int current)
{
    combo->clear();
    bool found = false;
    for (int n = 1; n <= maxGpus; n *= 2) {
        combo->addItem(QString::number(n), n);
        found = found || n == current;
    }
    if (!found)
        combo->addItem(QString::number(current), current);
    combo->setCurrentIndex(combo->findData(current));
}

void ParameterPanel::updatePrecisionButtons(const core::ScenarioInputs& inputs)
{
    const core::Hardware* hw = m_document->catalog().findHardware(inputs.hardwareId);
    const core::LlmModel* model = m_document->catalog().findModel(inputs.modelId);
    m_precisionNote->clear();
    for (int p = 0; p < core::kPrecisionCount; ++p) {
        QAbstractButton* button = m_precision->button(p);
        const auto precision = static_cast<core::Precision>(p);
        QString reason;
        QString note;
        const bool allowed = hw && model && precisionAllowed(*hw, *model, precision, &reason, &note);
        button->setEnabled(allowed);
        QString tip;
        if (!allowed)
            tip = reason;
        else if (!note.isEmpty())
            tip = note;
        else
            tip = tr("%1: native tensor-core math on %2, %3 dense TFLOPS.")
                      .arg(button->text(), QString::fromStdString(hw->name),
                           format::number(hw->denseTflops[static_cast<size_t>(p)]));
        if (hw) {
            const QString src = source(hw->sources, "dense_tflops");
            if (!src.isEmpty())
                tip += QStringLiteral("<br><i>") + tr("Source: %1").arg(src) + QStringLiteral("</i>");
        }
        button->setToolTip(tip);
        button->setChecked(precision == inputs.precision);
        if (precision == inputs.precision && !note.isEmpty())
            m_precisionNote->setText(note);
    }
    m_precisionNote->setVisible(!m_precisionNote->text().isEmpty());
}

void ParameterPanel::announceHardwareDefaults(const core::ScenarioInputs& inputs, const core::HardwareDefaults& applied)
{
    const core::Catalog& catalog = m_document->catalog();
    const core::Hardware* hw = catalog.findHardware(inputs.hardwareId);
    if (!hw)
        return;
    QStringList notes;
    if (!applied.priceFromCatalog)
        notes << tr("%1 has no catalog price: the GPU price stays at %2, set your own.")
                     .arg(QString::fromStdString(hw->name), format::usd(inputs.pricePerGpuHourUsd));
    if (!applied.replacedFrameworkId.empty()) {
        const core::Framework* before = catalog.findFramework(applied.replacedFrameworkId);
        const core::Framework* after = catalog.findFramework(inputs.frameworkId);
        notes << tr("%1 does not run on %2: the framework is now %3.")
                     .arg(QString::fromStdString(before ? before->name : applied.replacedFrameworkId),
                          QString::fromStdString(hw->name),
                          QString::fromStdString(after ? after->name : inputs.frameworkId));
    }
    if (!notes.isEmpty())
        emit message(notes.join(QLatin1Char(' ')));
}

void ParameterPanel::updatePriceExplanation(const core::ScenarioInputs& inputs)
{
    SliderField* price = field(QStringLiteral("price_per_gpu_hour"));
    const core::Hardware* hw = m_document->catalog().findHardware(inputs.hardwareId);
    QString text = tr("Price of one productive GPU-hour (a rental price includes power).<br>Cost per Mtok = $/GPU-h "
                      "\u00f7 (tok/s/GPU \u00d7 3600) \u00d7 10\u2076.");
    if (!hw) {
        price->setExplanation(text);
        return;
    }
    const core::CatalogPrice catalogPrice = core::catalogPrice(*hw);
    const QString gpu = QString::fromStdString(hw->name);
    if (catalogPrice.basis == core::CatalogPrice::Basis::None) {
        price->setWarning(tr("%1 has no catalog price: this is not a figure for it; set your own.").arg(gpu));
        price->setExplanation(text);
        return;
    }
    price->setWarning({});
    const QString basis = catalogPrice.basis == core::CatalogPrice::Basis::OwnedTco
                              ? tr("all-in owning cost per GPU-hour (InferenceX TCO basis)")
                              : tr("rental price per GPU-hour");
    text += QStringLiteral("<br><i>") +
            tr("Catalog default for %1: %2, the %3. Source: %4")
                .arg(gpu, format::usd(catalogPrice.usdPerGpuHour), basis, source(hw->sources, catalogPrice.sourceKey)) +
            QStringLiteral("</i>");
    if (inputs.pricePerGpuHourUsd != catalogPrice.usdPerGpuHour)
        text += QStringLiteral("<br>") + tr("In use: %1, your own value.").arg(format::usd(inputs.pricePerGpuHourUsd));
    price->setExplanation(text);
}

void ParameterPanel::updateSourceToolTips(const core::ScenarioInputs& inputs)
{
    const core::Hardware* hw = m_document->catalog().findHardware(inputs.hardwareId);
    const auto withSource = [hw](QString text, const char* key) {
        const QString src = hw ? source(hw->sources, key) : QString();
        if (!src.isEmpty())
            text += QStringLiteral("<br><i>") +
                    tr("Catalog default for %1: %2").arg(QString::fromStdString(hw->name), src) +
                    QStringLiteral("</i>");
        return text;
    };
    updatePriceExplanation(inputs);
    field(QStringLiteral("kw_per_gpu"))
        ->setExplanation(withSource(tr("Facility power per GPU: board, host share, network and cooling.<br>tok/s/MW "
                                       "= tok/s/GPU \u00d7 1000 \u00f7 kW; tok/J = tok/s/GPU \u00f7 W."),
                                    "all_in_kw_per_gpu"));
    field(QStringLiteral("capex_per_gpu"))
        ->setExplanation(withSource(tr("Purchase price per GPU including its share of the server; spread over the "
                                       "useful life as an annuity at the cost of capital."),
                                    "capex_usd_per_gpu"));
    const core::LlmModel* model = m_document->catalog().findModel(inputs.modelId);
    if (model) {
        QString tip = tr("%1: %2 B parameters, %3 B active per token.")
                          .arg(QString::fromStdString(model->name), format::number(model->totalParamsB),
                               format::number(model->activeParamsB));
        const QString src = source(model->sources, "architecture");
        if (!src.isEmpty())
            tip += QStringLiteral("<br><i>") + tr("Source: %1").arg(src) + QStringLiteral("</i>");
        m_model->setToolTip(tip);
    }
}

void ParameterPanel::refresh()
{
    const int index = selected();
    setEnabled(index >= 0);
    if (index < 0)
        return;
    m_refreshing = true;
    const core::ScenarioInputs& in = m_document->scenario(index).inputs;
    m_hardware->setCurrentIndex(m_hardware->findData(QString::fromStdString(in.hardwareId)));
    m_model->setCurrentIndex(m_model->findData(QString::fromStdString(in.modelId)));
    m_framework->setCurrentIndex(m_framework->findData(QString::fromStdString(in.frameworkId)));
    m_pricing->setCurrentIndex(in.pricing == core::PricingMode::Owned ? 1 : 0);
    m_serving->setCurrentIndex(in.serving == core::ServingMode::Disaggregated ? 1 : 0);
    const core::Hardware* hw = m_document->catalog().findHardware(in.hardwareId);
    const int domain = hw ? hw->scaleUpGpus : 8;
    fillParallelismCombo(m_tensorParallel, domain, in.tensorParallel);
    fillParallelismCombo(m_expertParallel, domain, in.expertParallel);
    fillParallelismCombo(m_prefillTensorParallel, domain, in.prefillTensorParallel);
    const core::LlmModel* model = m_document->catalog().findModel(in.modelId);
    m_expertParallel->setEnabled(model && model->isMoe());
    m_prefillTensorParallel->setEnabled(in.serving == core::ServingMode::Disaggregated);
    for (auto it = m_fields.begin(); it != m_fields.end(); ++it) {
        double value = 0;
        if (core::numericInput(in, it.key().toStdString(), &value))
            it.value()->setValue(value);
    }
    const bool owned = in.pricing == core::PricingMode::Owned;
    field(QStringLiteral("price_per_gpu_hour"))->setEnabled(!owned);
    // Utilisation counts in both modes (core::gpuHourCost divides either price by it), so it stays editable.
    for (const char* key : {"capex_per_gpu", "useful_life_years", "cost_of_capital_percent",
                            "facility_usd_per_kw_month", "other_usd_per_gpu_hour", "electricity_usd_per_kwh"})
        field(QLatin1String(key))->setEnabled(owned);
    updatePrecisionButtons(in);
    updateSourceToolTips(in);
    m_refreshing = false;
}

void ParameterPanel::showResult(const ScenarioResult* result)
{
    SliderField* batch = field(QStringLiteral("batch"));
    if (!result || !result->valid) {
        m_capacity->setText(result ? result->error : QString());
        m_ownedPrice->clear();
        return;
    }
    const int capacity = result->maxBatch;
    const int current = result->inputs.batch;
    if (capacity > 0) {
        // The slider spans 1..capacity so every position is a batch that exists; the exact field
        // still accepts more, which is then flagged.
        batch->setSliderRange(1, std::max(2, capacity));
        batch->setMark(capacity,
                       tr("Memory capacity: %1 sequences fit (ISL + OSL each).").arg(QLocale().toString(capacity)));
        m_capacity->setText(tr("Fits up to %1 sequences per instance.").arg(QLocale().toString(capacity)));
    } else {
        batch->setSliderRange(1, 2);
        batch->setMark(0, {});
        m_capacity->setText(tr("The weights alone do not fit: raise TP/EP or lower the precision."));
    }
    const core::Hardware* hw = m_document->catalog().findHardware(result->inputs.hardwareId);
    field(QStringLiteral("kw_per_gpu"))
        ->setWarning(hw && core::allInPowerBelowBoard(result->inputs, *hw)
                         ? tr("Below the board TDP of %1 kW of %2: all-in power counts the board, host, network "
                              "and cooling.")
                               .arg(format::number(hw->tdpW / 1000.0), QString::fromStdString(hw->name))
                         : QString());
    const bool fits = capacity > 0 && current <= capacity;
    batch->setWarning(fits ? QString()
                           : tr("Does not fit: batch %1 exceeds the memory capacity of %2 sequences.")
                                 .arg(QLocale().toString(current), QLocale().toString(capacity)));
    m_capacity->setStyleSheet(fits ? QString() : QStringLiteral("color: #c62828; font-weight: bold;"));
    // At a service level the figures are the chosen configuration's, not these inputs'.
    const core::ScenarioInputs& chosen = result->choice.inputs;
    if (result->level.mode != core::ServiceLevelMode::OperatingPoint && result->choice.reached &&
        !(chosen == result->inputs))
        m_capacity->setText(m_capacity->text() + QLatin1Char('\n') +
                            tr("The comparison shows this scenario at TP %1 / EP %2, batch %3 (chosen for the "
                               "service level); \u201cUse this configuration\u201d makes those the inputs.")
                                .arg(chosen.tensorParallel)
                                .arg(chosen.expertParallel)
                                .arg(QLocale().toString(chosen.batch)));
    if (result->inputs.pricing == core::PricingMode::Owned) {
        const core::GpuHourCost& c = result->evaluation.cost;
        m_ownedPrice->setText(tr("Owned: %1/GPU-h = capex %2 + power %3 + facility %4 + other %5")
                                  .arg(format::usd(c.totalUsd), format::usd(c.capexUsd), format::usd(c.powerUsd),
                                       format::usd(c.facilityUsd), format::usd(c.otherUsd)));
    } else {
        m_ownedPrice->clear();
    }
    m_ownedPrice->setVisible(!m_ownedPrice->text().isEmpty());
}

void ParameterPanel::setCompact(bool compact)
{
    // Presentation mode keeps only the inputs always shown at the top (hardware, model,
    // precision, price, power, batch); folded groups return as the user left them.
    for (QToolButton* header : findChildren<QToolButton*>()) {
        auto* body = qobject_cast<QWidget*>(header->property("tfSectionBody").value<QObject*>());
        if (!body)
            continue;
        header->setVisible(!compact);
        body->setVisible(!compact && header->isChecked());
    }
}

void ParameterPanel::fillCatalogCombos()
{
    const QSignalBlocker hardwareBlocker(m_hardware);
    const QSignalBlocker modelBlocker(m_model);
    const core::Catalog& catalog = m_document->catalog();
    const auto name = [](const std::string& text, bool userDefined) {
        return userDefined ? tr("%1 (custom)").arg(QString::fromStdString(text)) : QString::fromStdString(text);
    };
    m_hardware->clear();
    for (const core::Hardware& hw : catalog.hardware())
        m_hardware->addItem(name(hw.name, hw.userDefined), QString::fromStdString(hw.id));
    m_model->clear();
    for (const core::LlmModel& model : catalog.models())
        m_model->addItem(name(model.name, model.userDefined), QString::fromStdString(model.id));
}

} // namespace tf::ui

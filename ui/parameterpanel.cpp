#include "ui/parameterpanel.h"

#include "core/catalog/catalog.h"
#include "core/precisionsupport.h"
#include "core/pricepresets.h"
#include "ui/catalognames.h"
#include "ui/documentmodel.h"
#include "ui/foldingsection.h"
#include "ui/inputtext.h"
#include "ui/numberentry.h"
#include "ui/numberformat.h"
#include "ui/pricepresetbox.h"
#include "ui/scenarioresult.h"
#include "ui/sliderfield.h"
#include "ui/statustext.h"
#include "ui/workloadpresetbox.h"

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
#include <tuple>

namespace tf::ui {

namespace {

QString source(const core::SourceMap& sources, const char* key)
{
    const auto it = sources.find(key);
    return it == sources.end() ? QString() : QString::fromStdString(it->second).toHtmlEscaped();
}

} // namespace

ParameterPanel::ParameterPanel(DocumentModel* document, QWidget* parent) : QWidget(parent), m_document(document)
{
    auto* scroll = new QScrollArea(this);
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    buildChoices(layout);
    buildKeyInputs(content, layout);
    buildSections(layout);
    layout->addStretch(1);
    placeInScrollArea(scroll, content);
    connectCombos();
    connectDocument();
    refresh();
}

void ParameterPanel::placeInScrollArea(QScrollArea* scroll, QWidget* content)
{
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(content);
    content->layout()->setContentsMargins(8, 6, 8, 6);
    outer->addWidget(scroll);
    guardWheel(content);
    // Wide enough for the fields and a vertical scroll bar: opening sections adds the bar, and
    // without this room it would push every field's value out of sight (no horizontal scrolling).
    scroll->setMinimumWidth(widestContentWidth(content) + scroll->verticalScrollBar()->sizeHint().width() +
                            2 * scroll->frameWidth());
}

void ParameterPanel::buildChoices(QVBoxLayout* layout)
{
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
}

void ParameterPanel::buildKeyInputs(QWidget* content, QVBoxLayout* layout)
{
    m_ownedPrice = new QLabel;
    m_ownedPrice->setObjectName(QStringLiteral("ownedPrice"));
    m_ownedPrice->setWordWrap(true);
    m_capacity = new QLabel;
    m_capacity->setWordWrap(true);
    for (const core::InputFieldInfo& info : core::numericInputFields()) {
        if (info.section != core::InputSection::Key)
            continue;
        layout->addWidget(addField(content, info));
        // The owned build-up takes the place of the price it replaces; the capacity sits under the
        // batch it bounds.
        if (info.key == std::string_view("price_per_gpu_hour")) {
            layout->addWidget(pricePresetRow());
            layout->addWidget(m_ownedPrice);
        } else if (info.key == std::string_view("batch"))
            layout->addWidget(m_capacity);
    }
}

QWidget* ParameterPanel::pricePresetRow()
{
    m_pricePreset = new PricePresetBox;
    connect(m_pricePreset, &PricePresetBox::presetChosen, this, [this](const core::PricePreset& preset) {
        if (m_refreshing || selected() < 0)
            return;
        core::ScenarioInputs inputs = m_document->scenario(selected()).inputs;
        if (const core::Status s = core::applyPricePreset(inputs, preset, m_document->catalog()); !s) {
            emit message(QString::fromStdString(s.error()));
            refresh();
            return;
        }
        editInputs(inputs, tr("Apply price preset"));
    });
    m_pricePresetRow = new QWidget;
    auto* row = new QFormLayout(m_pricePresetRow);
    row->setContentsMargins(0, 0, 0, 0);
    row->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    row->addRow(tr("Price preset"), m_pricePreset);
    return m_pricePresetRow;
}

void ParameterPanel::buildSections(QVBoxLayout* layout)
{
    m_framework = new QComboBox;
    for (const core::Framework& fw : m_document->catalog().frameworks())
        m_framework->addItem(QString::fromStdString(fw.name), QString::fromStdString(fw.id));
    m_framework->setToolTip(tr("Serving framework; picks the calibration profile (efficiencies and overheads)."));

    m_tensorParallel = new QComboBox;
    m_expertParallel = new QComboBox;
    m_prefillTensorParallel = new QComboBox;
    m_serving = new QComboBox;
    m_serving->addItem(tr("Aggregated (prefill and decode share GPUs)"));
    m_serving->addItem(tr("Disaggregated (separate prefill pool)"));

    m_pricing = new QComboBox;
    m_pricing->addItem(tr("Rented (price per GPU-hour)"));
    m_pricing->addItem(tr("Owned (capex, life, utilisation)"));

    using Row = std::pair<QString, QWidget*>;
    const auto fieldRow = [](const char* key, QComboBox* combo) {
        const core::InputFieldInfo* info = core::findInputField(key);
        combo->setToolTip(inputExplanation(*info));
        return Row{inputLabel(*info), combo};
    };
    addSection(layout, tr("Power and electricity"), core::InputSection::Power, {});
    m_workloadPreset = new WorkloadPresetBox(m_document);
    addSection(layout, tr("Workload and framework"), core::InputSection::Workload,
               {{tr("Framework"), m_framework}, {tr("Workload preset"), m_workloadPreset}});
    addSection(layout, tr("Parallelism and serving"), core::InputSection::Serving,
               {fieldRow("tp", m_tensorParallel),
                fieldRow("ep", m_expertParallel),
                {tr("Serving"), m_serving},
                fieldRow("prefill_tp", m_prefillTensorParallel)});
    addSection(layout, tr("Pricing and ownership"), core::InputSection::Ownership, {{tr("Pricing"), m_pricing}});
    addSection(layout, tr("Token prices and revenue"), core::InputSection::Revenue, {});
    addSection(layout, tr("Service-level objectives"), core::InputSection::ServiceLevel, {});
}

void ParameterPanel::addSection(QVBoxLayout* layout, const QString& title, core::InputSection section,
                                const std::vector<std::pair<QString, QWidget*>>& choices)
{
    QWidget* body = addFoldingSection(layout, title, false);
    auto* bodyLayout = static_cast<QVBoxLayout*>(body->layout());
    if (!choices.empty()) {
        auto* form = new QFormLayout;
        for (const auto& [label, widget] : choices)
            form->addRow(label, widget);
        bodyLayout->addLayout(form);
    }
    for (const core::InputFieldInfo& info : core::numericInputFields()) {
        if (info.section == section)
            bodyLayout->addWidget(addField(body, info));
    }
}

void ParameterPanel::connectCombos()
{
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
    using Member = int core::ScenarioInputs::*;
    for (const auto& [combo, member, text] :
         {std::tuple{m_tensorParallel, Member{&core::ScenarioInputs::tensorParallel}, tr("Change tensor parallel")},
          std::tuple{m_expertParallel, Member{&core::ScenarioInputs::expertParallel}, tr("Change expert parallel")},
          std::tuple{m_prefillTensorParallel, Member{&core::ScenarioInputs::prefillTensorParallel},
                     tr("Change prefill tensor parallel")}})
        comboEdit(
            combo, [m = member](core::ScenarioInputs& in, QComboBox* c) { in.*m = c->currentData().toInt(); }, text);
    connect(m_precision, &QButtonGroup::idClicked, this, [this](int id) {
        if (!m_refreshing)
            requestPrecision(static_cast<core::Precision>(id));
    });
}

void ParameterPanel::connectDocument()
{
    connect(m_document, &DocumentModel::selectionChanged, this, &ParameterPanel::refresh);
    connect(m_document, &DocumentModel::inputsChanged, this, [this](int index) {
        if (index == selected())
            refresh();
    });
    // A workbook may carry its own hardware and models: the lists follow the document's catalog.
    const auto catalogReplaced = [this] {
        fillCatalogCombos();
        refresh();
    };
    connect(m_document, &DocumentModel::documentReset, this, catalogReplaced);
    connect(m_document, &DocumentModel::catalogChanged, this, catalogReplaced);
}

SliderField* ParameterPanel::addField(QWidget* parent, const core::InputFieldInfo& info)
{
    SliderField::Spec spec;
    spec.label = inputLabel(info);
    // "Batch (concurrent sequences)" needs no "sequences" after it; "使用年限" still needs its "年".
    const QString unit = inputUnit(info);
    if (unit.size() <= 2 || !spec.label.contains(unit, Qt::CaseInsensitive)) {
        spec.unit = unit;
        spec.unitOfOne = inputUnitFor(info, 1); // "1 stage", where the unit is "stages"
    }
    spec.fieldMin = info.minValue;
    spec.fieldMax = info.maxValue;
    spec.sliderMin = info.typicalMin;
    spec.sliderMax = info.typicalMax;
    spec.decimals = info.decimals;
    spec.logScale = info.logScale && info.typicalMin > 0;
    auto* f = new SliderField(spec, parent);
    f->setExplanation(inputExplanation(info));
    const QString key = QString::fromLatin1(info.key);
    m_fields.insert(key, f);
    m_numericFields.emplace_back(&info, f);
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

void ParameterPanel::fillParallelismCombo(QComboBox* combo, int maxGpus, int current, int domainGpus)
{
    combo->clear();
    bool found = false;
    for (int n = 1; n <= maxGpus; n *= 2) {
        combo->addItem(n > domainGpus ? tr("%1 (%2 nodes)").arg(n).arg(n / domainGpus) : QString::number(n), n);
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
    QString text = inputExplanation(*core::findInputField("price_per_gpu_hour"));
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
    const auto withSource = [hw](const char* field, const char* key) {
        QString text = inputExplanation(*core::findInputField(field));
        const QString src = hw ? source(hw->sources, key) : QString();
        if (!src.isEmpty())
            text += QStringLiteral("<br><i>") +
                    tr("Catalog default for %1: %2").arg(QString::fromStdString(hw->name), src) +
                    QStringLiteral("</i>");
        return text;
    };
    updatePriceExplanation(inputs);
    field(QStringLiteral("kw_per_gpu"))->setExplanation(withSource("kw_per_gpu", "all_in_kw_per_gpu"));
    field(QStringLiteral("capex_per_gpu"))->setExplanation(withSource("capex_per_gpu", "capex_usd_per_gpu"));
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
    fillParallelismCombo(m_tensorParallel, domain * std::max(1, in.maxNodes), in.tensorParallel, domain);
    fillParallelismCombo(m_expertParallel, domain * std::max(1, in.maxNodes), in.expertParallel, domain);
    fillParallelismCombo(m_prefillTensorParallel, domain, in.prefillTensorParallel, domain);
    const core::LlmModel* model = m_document->catalog().findModel(in.modelId);
    m_expertParallel->setEnabled(model && model->isMoe());
    m_prefillTensorParallel->setEnabled(in.serving == core::ServingMode::Disaggregated);
    for (const auto& [info, field] : m_numericFields) {
        double value = 0;
        core::numericInput(in, info->key, &value);
        field->setValue(value);
        // Not editable where it does not count: core::inputCountsIn, and the FP8 share ("FP4 runs only").
        field->setEnabled(core::inputCountsIn(*info, in.pricing) &&
                          (info->key != std::string_view("fp8_layer_percent") || in.precision == core::Precision::FP4));
    }
    m_pricePreset->showFor(in.hardwareId, hw ? QString::fromStdString(hw->name) : QString(), in.pricePerGpuHourUsd);
    // Owned, the GPU-hour is built up from the ownership inputs: the given price and its preset
    // leave, where they stood greyed at "$1.41" above a build-up of $1.65.
    const bool rented = in.pricing == core::PricingMode::Rented;
    field(QStringLiteral("price_per_gpu_hour"))->setVisible(rented);
    m_pricePresetRow->setVisible(rented);
    m_workloadPreset->showFor(in);
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
        // The slider spans 1..capacity, every position a batch that exists; the field accepts more, then flagged.
        batch->setSliderRange(1, std::max(2, capacity));
        const auto [mark, summary] = capacityTextFor(capacity, result->evaluation);
        batch->setMark(capacity, mark);
        m_capacity->setText(summary);
    } else {
        batch->setSliderRange(1, 2);
        batch->setMark(0, {});
        m_capacity->setText(tr("The weights alone do not fit: raise TP/EP or lower the precision."));
    }
    // No batch fits: the slider has nothing to span (it stood at its end beside a typed 7).
    batch->slider()->setEnabled(capacity > 0);
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
    // At a service level the figures are of a configuration the comparison chose: these inputs not
    // fitting is a note on them, in amber, not an alarm in red beside a status bar that fits.
    m_capacity->setStyleSheet(fits ? QString()
                              : showsAnotherConfiguration(*result)
                                  ? QStringLiteral("color: #8a6d00;")
                                  : QStringLiteral("color: #c62828; font-weight: bold;"));
    m_capacity->setText(withChosenConfiguration(*result, m_capacity->text()));
    m_ownedPrice->setText(ownedGpuHourText(*result));
    m_ownedPrice->setVisible(!m_ownedPrice->text().isEmpty());
}

void ParameterPanel::setCompact(bool compact)
{
    // Presentation mode keeps only the inputs always at the top; folded groups return as left.
    showFoldingSections(this, !compact);
}

void ParameterPanel::fillCatalogCombos()
{
    const QSignalBlocker hardwareBlocker(m_hardware);
    const QSignalBlocker modelBlocker(m_model);
    const auto name = [](const std::string& text, bool userDefined) {
        return userDefined ? tr("%1 (custom)").arg(QString::fromStdString(text)) : entryName(text);
    };
    const core::Catalog& catalog = m_document->catalog();
    m_hardware->clear();
    for (const core::Hardware& hw : catalog.hardware())
        m_hardware->addItem(name(hw.name, hw.userDefined), QString::fromStdString(hw.id));
    m_model->clear();
    for (const core::LlmModel& model : catalog.models())
        m_model->addItem(name(model.name, model.userDefined), QString::fromStdString(model.id));
}

} // namespace tf::ui

#include "ui/catalognames.h"

#include "core/catalog/catalog.h"

#include <QCoreApplication>

namespace tf::ui {

namespace {
template <typename Entry>
QString nameOr(const Entry* entry, const std::string& id)
{
    return entry ? entryName(entry->name) : QString::fromStdString(id);
}

struct FigureName
{
    const char* key;
    const char* name;
};

// Every key a hardware or model entry of the catalog cites a source for (the sources' keys in
// hardware.json and models.json); `catalogFigureNamesCoverTheCatalog` keeps the list complete.
constexpr FigureName kFigureNames[] = {
    {"all_in_kw_per_gpu", QT_TRANSLATE_NOOP("CatalogNames", "All-in power per GPU")},
    {"capex_usd_per_gpu", QT_TRANSLATE_NOOP("CatalogNames", "Capex per GPU")},
    {"dense_tflops", QT_TRANSLATE_NOOP("CatalogNames", "Dense TFLOPS by precision")},
    {"hbm_gb", QT_TRANSLATE_NOOP("CatalogNames", "HBM capacity")},
    {"usable_hbm_gb", QT_TRANSLATE_NOOP("CatalogNames", "Usable HBM")},
    {"hbm_tb_s", QT_TRANSLATE_NOOP("CatalogNames", "HBM bandwidth")},
    {"idle_w", QT_TRANSLATE_NOOP("CatalogNames", "Idle power")},
    {"tdp_w", QT_TRANSLATE_NOOP("CatalogNames", "Board power (TDP)")},
    {"owned_usd_per_gpu_hour", QT_TRANSLATE_NOOP("CatalogNames", "Owning cost per GPU-hour")},
    {"rented_usd_per_gpu_hour", QT_TRANSLATE_NOOP("CatalogNames", "Rental price per GPU-hour")},
    {"scaleout_gb_s", QT_TRANSLATE_NOOP("CatalogNames", "Scale-out bandwidth")},
    {"scaleout_latency_us", QT_TRANSLATE_NOOP("CatalogNames", "Scale-out latency")},
    {"scaleup_gb_s", QT_TRANSLATE_NOOP("CatalogNames", "Scale-up bandwidth")},
    {"scaleup_gpus", QT_TRANSLATE_NOOP("CatalogNames", "GPUs in the scale-up domain")},
    {"knobs.all_reduce_bus_efficiency", QT_TRANSLATE_NOOP("CatalogNames", "All-reduce bus efficiency")},
    {"knobs.attention_compute_efficiency", QT_TRANSLATE_NOOP("CatalogNames", "Attention math efficiency")},
    {"knobs.gemm_efficiency_max", QT_TRANSLATE_NOOP("CatalogNames", "BF16 GEMM efficiency")},
    {"knobs.gemm_efficiency_max_fp8", QT_TRANSLATE_NOOP("CatalogNames", "FP8/FP4 GEMM efficiency")},
    {"knobs.hbm_efficiency", QT_TRANSLATE_NOOP("CatalogNames", "HBM streaming efficiency")},
    {"knobs.kv_efficiency", QT_TRANSLATE_NOOP("CatalogNames", "KV-cache read efficiency")},
    {"active_params_b", QT_TRANSLATE_NOOP("CatalogNames", "Active parameters")},
    {"total_params_b", QT_TRANSLATE_NOOP("CatalogNames", "Total parameters")},
    {"architecture", QT_TRANSLATE_NOOP("CatalogNames", "Layers, heads and experts")},
    {"index_heads", QT_TRANSLATE_NOOP("CatalogNames", "Index heads of the sparse attention")},
    {"index_key_dim", QT_TRANSLATE_NOOP("CatalogNames", "Index key size")},
    {"index_query_split_by_tp", QT_TRANSLATE_NOOP("CatalogNames", "Index query split over TP")},
    {"max_context", QT_TRANSLATE_NOOP("CatalogNames", "Longest context")},
    {"native_precision", QT_TRANSLATE_NOOP("CatalogNames", "Native precision")},
    {"quantize_attention", QT_TRANSLATE_NOOP("CatalogNames", "Attention quantized")},
    {"quantize_dense_ffn", QT_TRANSLATE_NOOP("CatalogNames", "Dense FFN quantized")},
    {"sliding_window", QT_TRANSLATE_NOOP("CatalogNames", "Sliding-window attention")},
    {"sparse_attention", QT_TRANSLATE_NOOP("CatalogNames", "Sparse attention")},
    {"spec_acceptance", QT_TRANSLATE_NOOP("CatalogNames", "Draft acceptance")},
    {"spec_acceptance_decay", QT_TRANSLATE_NOOP("CatalogNames", "Draft acceptance decay")},
    {"spec_draft_layers", QT_TRANSLATE_NOOP("CatalogNames", "Draft head layers")},
    {"tied_embeddings", QT_TRANSLATE_NOOP("CatalogNames", "Tied embeddings")},
    {"vocabulary", QT_TRANSLATE_NOOP("CatalogNames", "Vocabulary")},
};
} // namespace

QString entryName(const std::string& name)
{
    // Catalog names are product names, kept as they are, but for the qualifier of a rack-scale
    // system's per-GPU entry: "NVIDIA GB300 NVL72 (per GPU)".
    static const QString kPerGpu = QStringLiteral(" (per GPU)");
    QString text = QString::fromStdString(name);
    if (text.endsWith(kPerGpu))
        text = text.chopped(kPerGpu.size()) + QCoreApplication::translate("CatalogNames", " (per GPU)");
    return text;
}

QString hardwareName(const core::Catalog* catalog, const std::string& id)
{
    return nameOr(catalog ? catalog->findHardware(id) : nullptr, id);
}

QString modelName(const core::Catalog* catalog, const std::string& id)
{
    return nameOr(catalog ? catalog->findModel(id) : nullptr, id);
}

QString frameworkName(const core::Catalog* catalog, const std::string& id)
{
    return nameOr(catalog ? catalog->findFramework(id) : nullptr, id);
}

QString catalogFigureName(const std::string& key)
{
    for (const FigureName& figure : kFigureNames) {
        if (key == figure.key)
            return QCoreApplication::translate("CatalogNames", figure.name);
    }
    return QString::fromStdString(key);
}

// The built-in presets' names (workload-presets.json, price-presets.json), for the translation files.
[[maybe_unused]] constexpr const char* kPresetNames[] = {
    QT_TRANSLATE_NOOP("Presets", "Chat"),
    QT_TRANSLATE_NOOP("Presets", "Reasoning"),
    QT_TRANSLATE_NOOP("Presets", "Summarisation"),
    QT_TRANSLATE_NOOP("Presets", "Agentic, long input"),
    QT_TRANSLATE_NOOP("Presets", "Code completion (goodput example)"),
    QT_TRANSLATE_NOOP("Presets", "InferenceX owning cost, hyperscaler"),
    QT_TRANSLATE_NOOP("Presets", "InferenceX owning cost, neocloud giant"),
    QT_TRANSLATE_NOOP("Presets", "InferenceX 3-year rental"),
    QT_TRANSLATE_NOOP("Presets", "Neocloud on-demand list prices"),
};

QString presetName(const std::string& name)
{
    return QCoreApplication::translate("Presets", name.c_str());
}

QString sourceArticleText(std::string_view text)
{
    return QCoreApplication::translate("tf::core::SourceArticle", std::string(text).c_str());
}

} // namespace tf::ui

#include "core/sources.h"

namespace tf::core {

const std::vector<SourceArticle>& sourceArticles()
{
    // Publisher and date as the copies in hand state them: the cost-per-token article names
    // 飞象网 (republishing NVIDIA's analysis with SemiAnalysis InferenceX v2 data); the
    // token-economics article names only its author. Neither copy carries a date.
    static const std::vector<SourceArticle> articles = {
        {"the cost-per-token article", "重新思考 AI TCO：为何每 Token 成本才是唯一重要的指标",
         "Rethinking AI TCO: why cost per token is the only metric that matters",
         "飞象网, republishing NVIDIA's analysis with SemiAnalysis InferenceX v2 data", "undated",
         "the H200 vs GB300 NVL72 comparison, its cost and tok/s/MW figures and the inference "
         "iceberg (FLOPS per dollar above the water, cost per token below)"},
        {"the token-economics article", "AI推理Token经济学：电力与计算的博弈",
         "The token economics of AI inference: power against compute", "by 三道杠林同学 (no publisher named)",
         "undated",
         "the token tiers (batch, balanced, interactive), the rule of thumb for sizing disaggregated prefill "
         "and decode pools, the rack-planning rules for high-throughput and low-latency racks, and the DVFS "
         "energy claim"},
    };
    return articles;
}

std::string sourceArticlesCitation()
{
    std::string text;
    for (const SourceArticle& a : sourceArticles()) {
        if (!text.empty())
            text += '\n';
        text += std::string(a.title) + " (" + std::string(a.englishTitle) + "), " + std::string(a.publisher) + ", " +
                std::string(a.date) + ": " + std::string(a.usedFor) + ".";
    }
    return text;
}

} // namespace tf::core

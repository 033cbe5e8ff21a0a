#pragma once

#include "core/precision.h"
#include "core/sourcemap.h"

#include <map>
#include <string>
#include <vector>

namespace tf::core {

enum class AttentionKind { GQA, MLA };

/// A transformer's architecture, enough to count bytes and FLOPs per token. MHA is GQA with
/// kvHeads == attentionHeads. Figures come from the model's published config.
struct LlmModel
{
    std::string id;                   ///< e.g. "deepseek-r1"
    std::string name;                 ///< e.g. "DeepSeek-R1"
    std::vector<std::string> aliases; ///< other spellings used by benchmark files
    double totalParamsB = 0;          ///< published total parameters, billions (cross-check only)
    double activeParamsB = 0;         ///< published active parameters per token, billions (cross-check only)
    int layers = 0;
    int hidden = 0;
    int attentionHeads = 0;
    int kvHeads = 0;
    int headDim = 0; ///< query/key head dimension for GQA (from config, not hidden/heads)
    AttentionKind attention = AttentionKind::GQA;
    // MLA (DeepSeek-V3 family)
    int qLoraRank = 0;
    int kvLoraRank = 0;
    int qkNopeHeadDim = 0;
    int qkRopeHeadDim = 0;
    int vHeadDim = 0;
    // Feed-forward
    int ffnIntermediate = 0; ///< dense FFN width (dense layers)
    int moeIntermediate = 0; ///< width of one routed expert
    int experts = 0;         ///< routed experts per MoE layer (0 = dense model)
    int expertsPerToken = 0; ///< top-k
    int sharedExperts = 0;
    int denseLayers = 0; ///< leading layers with a dense FFN in an MoE model
    int vocabulary = 0;
    bool tiedEmbeddings = false;
    int slidingWindow = 0;           ///< window of sliding-window layers, tokens (0 = none)
    double slidingLayerFraction = 0; ///< share of layers using the sliding window
    /// The window is a top-k key selection (DeepSeek/GLM DSA, MiniMax MSA): a query reads at most
    /// slidingWindow keys, but the cache keeps every token, so memory grows with the whole context.
    bool sparseAttention = false;
    /// Values per token and sparse layer of the key the selection scores (DSA's indexer key, MSA's
    /// index key): cached and read over the whole context every step, shared by all heads.
    int indexKeyDim = 0;
    /// Query heads that score each context token's index key on every sparse layer (DSA's indexer,
    /// MSA's index query), 0 = none. DSA replicates its indexer on every TP rank; MSA splits its index
    /// query over the TP ranks (indexQuerySplitByTp).
    int indexHeads = 0;
    bool indexQuerySplitByTp = false;
    int maxContext = 0;
    Precision nativePrecision = Precision::BF16;
    /// In FP8/FP4 checkpoints these parts stay at BF16 (e.g. gpt-oss quantizes only the experts).
    bool quantizeAttention = true;
    bool quantizeDenseFfn = true;
    int specDraftLayers = 1;           ///< MTP / EAGLE draft head size in target layers
    double specAcceptance = 0.8;       ///< first-draft-token acceptance a (alpha_1)
    double specAcceptanceDecay = 0.95; ///< per-depth decay d: alpha_i = a * d^(i-1)
    bool userDefined = false;
    std::string notes;
    SourceMap sources; ///< figure key -> citation

    bool isMoe() const { return experts > 0 && expertsPerToken > 0; }
    int moeLayers() const { return isMoe() ? layers - denseLayers : 0; }
};

} // namespace tf::core

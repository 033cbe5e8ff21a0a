// Formula-level checks of the performance model: KV bytes, MoE routing, speculative decoding,
// parameter counts, memory capacity, and physical invariants over the whole catalog.
#include "core/catalog/catalog.h"
#include "core/evaluation.h"
#include "core/perfmodel.h"
#include "core/perfmodelconstants.h"
#include "core/sweep.h"

#include <QTest>

#include <cmath>
#include <utility>
#include <vector>

using namespace tf::core;

namespace {

DeploymentConfig configFor(const char* hw, const char* model, Precision p, int tp, int isl = 1024, int osl = 1024)
{
    const Catalog& c = Catalog::builtIn();
    DeploymentConfig d;
    d.hardware = c.findHardware(hw);
    d.model = c.findModel(model);
    d.knobs = c.profileFor(hw, "vllm", p).knobs;
    d.precision = p;
    d.tensorParallel = tp;
    d.prefillTensorParallel = tp;
    d.inputTokens = isl;
    d.outputTokens = osl;
    return d;
}

/// One instance of `model` on `hw` at tensor parallel `tp` (prefill too), as a user would set it.
ScenarioInputs inputsFor(const std::string& hw, const std::string& model, const std::string& framework,
                         Precision precision, int tp, int isl, int osl, int batch)
{
    ScenarioInputs in;
    in.hardwareId = hw;
    in.modelId = model;
    in.frameworkId = framework;
    in.precision = precision;
    in.tensorParallel = tp;
    in.prefillTensorParallel = tp;
    in.inputTokens = isl;
    in.outputTokens = osl;
    in.batch = batch;
    return in;
}

} // namespace

class TestPerfModel : public QObject
{
    Q_OBJECT
private slots:
    void kvBytesPerToken_data();
    void kvBytesPerToken();
    void allReduceMatchesH200Table_data();
    void allReduceMatchesH200Table();
    void frameworkMemoryPolicies_data();
    void frameworkMemoryPolicies();
    void schedulerCapsTheBatch();
    void distinctExperts_data();
    void distinctExperts();
    void largestNormalDeviate_data();
    void largestNormalDeviate();
    void busiestExpertRank();
    void expertSlicesStreamBelowWholeExperts();
    void acceptedTokens_data();
    void acceptedTokens();
    void parameterCounts_data();
    void parameterCounts();
    void capacity_data();
    void capacity();
    void decodeStepMatchesMeasurements_data();
    void decodeStepMatchesMeasurements();
    void neverFasterThanRoofline();
    void noInfOrNanAcrossCatalog();
    void batchTradesInteractivityForThroughput();
    void speculativeHelpsSmallBatch();
    void fp4OnHopperIsWeightOnly();
    void boardPowerFollowsLoad();
    void slidingWindowPrefillAttention_data();
    void slidingWindowPrefillAttention();
    void sparseAttentionReadsWindowKeepsContext();
    void runningSequencesHoldWhatTheirFrameworkAllocates();
    void attentionMathPrecision_data();
    void attentionMathPrecision();
    void chunkedPrefillMixesIntoDecode();
    void aRequestAloneFindsTheEngineIdle();
    void prefillBatchesRunAloneWithoutMixedChunks();
    void sparseSelectionScoresEveryContextToken();
    void prefillFollowsTheGpuGemmCeiling();
    void mlaLayersLaunchMoreKernels();
};

void TestPerfModel::kvBytesPerToken_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("tp");
    QTest::addColumn<double>("expectedBytesPerGpu");
    // performance-models.md 2.2: 2 x layers x ceil(kv/TP) x head_dim x 2 bytes (BF16).
    QTest::newRow("Llama-3.1-8B TP1: 2x32x8x128x2 = 128 KiB") << "llama-3.1-8b" << 1 << 131072.0;
    QTest::newRow("Llama-3.1-70B TP1: 2x80x8x128x2 = 320 KiB") << "llama-3.1-70b" << 1 << 327680.0;
    QTest::newRow("Llama-3.1-70B TP8: one KV head per GPU") << "llama-3.1-70b" << 8 << 40960.0;
    QTest::newRow("Qwen3-235B TP8: 4 KV heads replicate to 1 per GPU") << "qwen3-235b-a22b" << 8 << 2.0 * 94 * 128 * 2;
    QTest::newRow("Qwen3-235B TP1: 188 KiB") << "qwen3-235b-a22b" << 1 << 192512.0;
    // MLA: layers x (kv_lora_rank + rope) x 2 = 61 x 576 x 2 = 70,272 B, not split by TP.
    QTest::newRow("DeepSeek-R1 MLA TP1: 68.6 KiB") << "deepseek-r1" << 1 << 70272.0;
    QTest::newRow("DeepSeek-R1 MLA TP8: latent replicated") << "deepseek-r1" << 8 << 70272.0;
}

void TestPerfModel::kvBytesPerToken()
{
    QFETCH(QString, model);
    QFETCH(int, tp);
    QFETCH(double, expectedBytesPerGpu);
    const PreparedConfig p = prepare(configFor("h200", model.toLatin1().constData(), Precision::BF16, tp));
    QCOMPARE(p.kvBytesPerTokenPerGpu, expectedBytesPerGpu);
}

void TestPerfModel::distinctExperts_data()
{
    QTest::addColumn<double>("tokens");
    QTest::addColumn<double>("expected");
    // performance-models.md 2.7 (E=256, k=8, uniform routing): 1 -> 8; 8 -> 57; 32 -> 163;
    // 64 -> 222; 128 -> 252.
    QTest::newRow("T=1") << 1.0 << 8.0;
    QTest::newRow("T=8") << 8.0 << 57.0;
    QTest::newRow("T=32") << 32.0 << 163.0;
    QTest::newRow("T=64") << 64.0 << 222.0;
    QTest::newRow("T=128") << 128.0 << 252.0;
}

void TestPerfModel::distinctExperts()
{
    QFETCH(double, tokens);
    QFETCH(double, expected);
    const double n = distinctExpertsTouched(256, 8, tokens, 1.0);
    QVERIFY2(std::abs(n - expected) < 1.0, qPrintable(QString::number(n)));
    // Skewed routing touches fewer experts than uniform.
    if (tokens > 1)
        QVERIFY(distinctExpertsTouched(256, 8, tokens, 0.85) < n);
}

void TestPerfModel::largestNormalDeviate_data()
{
    QTest::addColumn<int>("ranks");
    QTest::addColumn<double>("expected");
    // E[max of n standard normals] by numerical integration of n x phi(x) Phi(x)^(n-1).
    QTest::newRow("2") << 2 << 0.5642;
    QTest::newRow("8") << 8 << 1.4236;
    QTest::newRow("32") << 32 << 2.0697;
    QTest::newRow("72") << 72 << 2.3879;
    QTest::newRow("256") << 256 << 2.8269;
}

void TestPerfModel::largestNormalDeviate()
{
    QFETCH(int, ranks);
    QFETCH(double, expected);
    const double z = expectedLargestNormalDeviate(ranks);
    QVERIFY2(std::abs(z / expected - 1.0) < 0.05, qPrintable(QString::number(z)));
    QCOMPARE(expectedLargestNormalDeviate(1), 0.0);
}

/// The step waits for the busiest EP rank: at one token per rank of DeepSeek-R1 over EP 32 (32
/// tokens, 163 of 256 experts touched) the busiest rank holds about 1.55x the mean rank's touched
/// experts and 1.7x its routed tokens; at thousands of tokens every expert is touched and the
/// tokens even out, so only the systematic skew (the moe_imbalance knob) is left.
void TestPerfModel::busiestExpertRank()
{
    const double z = expectedLargestNormalDeviate(32);
    const double touched = distinctExpertsTouched(256, 8, 32, 1.0);
    QVERIFY(std::abs(busiestRankExpertsOverMean(z, 32, 256, touched) - 1.55) < 0.05);
    QVERIFY(std::abs(busiestRankTokensOverMean(z, 32, 32 * 8) - 1.72) < 0.05);
    const double touchedLarge = distinctExpertsTouched(256, 8, 8192, 1.0);
    QVERIFY(busiestRankExpertsOverMean(z, 32, 256, touchedLarge) < 1.001);
    QVERIFY(busiestRankTokensOverMean(z, 32, 8192 * 8) < 1.13);
    // Never more than everything on one rank.
    QVERIFY(busiestRankTokensOverMean(z, 32, 1) <= 32.0);
    QVERIFY(busiestRankExpertsOverMean(z, 32, 256, 1.0) <= 256.0);
}

/// DeepSeek-R1's 2048-column experts split over TP 8 leave 256 columns per GPU, two 128-column
/// tiles: the grouped GEMM streams at 256^2 / (256^2 + 128^2) = 0.8 of its efficiency, while EP 8
/// keeps whole experts (0.996) and a dense model has no experts to slice.
void TestPerfModel::expertSlicesStreamBelowWholeExperts()
{
    const Catalog& catalog = Catalog::builtIn();
    DeploymentConfig c;
    c.hardware = catalog.findHardware("h200");
    c.model = catalog.findModel("deepseek-r1");
    c.precision = Precision::FP8;
    c.knobs.moeSliceHalfColumns = 128;
    c.tensorParallel = 8;
    c.expertParallel = 1;
    QVERIFY(std::abs(prepare(c).expertSliceEfficiency - 0.8) < 1e-9);
    c.expertParallel = 8;
    QVERIFY(std::abs(prepare(c).expertSliceEfficiency - 2048.0 * 2048.0 / (2048.0 * 2048.0 + 128.0 * 128.0)) < 1e-9);
    c.model = catalog.findModel("llama-3.3-70b");
    c.expertParallel = 1;
    QCOMPARE(prepare(c).expertSliceEfficiency, 1.0);
}

void TestPerfModel::acceptedTokens_data()
{
    QTest::addColumn<int>("gamma");
    QTest::addColumn<double>("acceptance");
    QTest::addColumn<double>("decay");
    QTest::addColumn<double>("expected");
    QTest::addColumn<double>("tolerance");
    QTest::newRow("no drafts") << 0 << 0.8 << 0.95 << 1.0 << 1e-12;
    // Leviathan et al. with constant alpha: 1 + 0.8 + 0.64 = 2.44.
    QTest::newRow("constant alpha 0.8, gamma 2") << 2 << 0.8 << 1.0 << 2.44 << 1e-12;
    // performance-models.md 2.9: Qwen3.5 MTP fit a=0.91, d=0.97 reproduces measured AL 1.93 / 3.97.
    QTest::newRow("Qwen3.5 MTP gamma 1 (measured 1.93)") << 1 << 0.91 << 0.97 << 1.93 << 0.03;
    QTest::newRow("Qwen3.5 MTP gamma 4 (measured 3.97)") << 4 << 0.91 << 0.97 << 3.97 << 0.03;
    // Kimi-K2.5 EAGLE3 fit a=0.81, d=0.96: measured 3.24 at gamma 4.
    QTest::newRow("Kimi EAGLE3 gamma 4 (measured 3.24)") << 4 << 0.81 << 0.96 << 3.24 << 0.06;
}

void TestPerfModel::acceptedTokens()
{
    QFETCH(int, gamma);
    QFETCH(double, acceptance);
    QFETCH(double, decay);
    QFETCH(double, expected);
    QFETCH(double, tolerance);
    const double al = acceptedTokensPerStep(gamma, acceptance, decay);
    QVERIFY2(std::abs(al - expected) <= tolerance, qPrintable(QString::number(al, 'f', 4)));
}

void TestPerfModel::parameterCounts_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<double>("publishedTotalB");
    QTest::addColumn<double>("publishedActiveB");
    QTest::addColumn<double>("tolerance");
    // Published sizes from each model card (resources/catalog/models.json sources).
    QTest::newRow("Llama-3.1-8B") << "llama-3.1-8b" << 8.03 << 8.03 << 0.03;
    QTest::newRow("Llama-3.1-70B") << "llama-3.1-70b" << 70.6 << 70.6 << 0.03;
    QTest::newRow("Llama-3.1-405B") << "llama-3.1-405b" << 405.0 << 405.0 << 0.03;
    QTest::newRow("DeepSeek-R1 671B / 37B active") << "deepseek-r1" << 671.0 << 37.0 << 0.05;
    QTest::newRow("gpt-oss-120b 117B / 5.1B active") << "gpt-oss-120b" << 117.0 << 5.1 << 0.08;
    QTest::newRow("Qwen3-235B-A22B") << "qwen3-235b-a22b" << 235.0 << 22.0 << 0.05;
    QTest::newRow("Mixtral 8x7B 46.7B / 12.9B") << "mixtral-8x7b" << 46.7 << 12.9 << 0.03;
    QTest::newRow("GLM-5 744B / 40B active") << "glm-5" << 744.0 << 40.0 << 0.05;
    // The model card's "~23B activated" is rounded and leaves out the 2.5B of embedding and lm_head
    // a token reads, which this count includes (23.3B without them).
    QTest::newRow("MiniMax-M3 ~428B / ~23B active") << "minimax-m3" << 428.0 << 23.0 << 0.07;
}

void TestPerfModel::parameterCounts()
{
    QFETCH(QString, model);
    QFETCH(double, publishedTotalB);
    QFETCH(double, publishedActiveB);
    QFETCH(double, tolerance);
    const LlmModel* m = Catalog::builtIn().findModel(model.toStdString());
    QVERIFY(m);
    const ParameterCounts c = countParameters(*m);
    QVERIFY2(std::abs(c.total / 1e9 / publishedTotalB - 1) < tolerance, qPrintable(QString::number(c.total / 1e9)));
    // Published active counts include the input embedding, which a token gathers but never
    // multiplies; the model's activePerToken (FLOPs basis) leaves it out.
    const double activeWithEmbedding = c.activePerToken + static_cast<double>(m->vocabulary) * m->hidden;
    QVERIFY2(std::abs(activeWithEmbedding / 1e9 / publishedActiveB - 1) < tolerance * 2,
             qPrintable(QString::number(activeWithEmbedding / 1e9)));
}

void TestPerfModel::capacity_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("isl");
    QTest::addColumn<int>("osl");
    QTest::addColumn<int>("minBatch");
    QTest::addColumn<int>("maxBatch");
    // Capacity check: Llama-3.1-8B BF16 on one H200 holds several hundred sequences at 1k/1k on
    // vLLM, whose running sequences hold their prompt and half their answer on average
    // (151.4 GB x 0.9 - 16 GB weights - reserve) / (128 KiB x 1536) ~ 570.
    QTest::newRow("8B BF16 H200 1k/1k: several hundred") << "h200"
                                                         << "llama-3.1-8b"
                                                         << "bf16" << 1 << 1024 << 1024 << 200 << 999;
    // ... and about a hundred at 8k/1k (KV per sequence 1.1 GB).
    QTest::newRow("8B BF16 H200 8k/1k: about a hundred") << "h200"
                                                         << "llama-3.1-8b"
                                                         << "bf16" << 1 << 8192 << 1024 << 20 << 120;
    // Llama-3.1-405B BF16 needs ~810 GB of weights: it does not fit one 80 GB H100.
    QTest::newRow("405B BF16 one H100: does not fit") << "h100"
                                                      << "llama-3.1-405b"
                                                      << "bf16" << 1 << 1024 << 1024 << 0 << 0;
    // 405B FP8 (~405 GB) fits eight H200s (1,128 GB).
    QTest::newRow("405B FP8 8xH200 fits") << "h200"
                                          << "llama-3.1-405b"
                                          << "fp8" << 8 << 1024 << 1024 << 50 << 100000;
}

void TestPerfModel::capacity()
{
    QFETCH(QString, hardware);
    QFETCH(QString, model);
    QFETCH(QString, precision);
    QFETCH(int, tp);
    QFETCH(int, isl);
    QFETCH(int, osl);
    QFETCH(int, minBatch);
    QFETCH(int, maxBatch);
    const PreparedConfig p = prepare(configFor(hardware.toLatin1().constData(), model.toLatin1().constData(),
                                               *parsePrecision(precision.toStdString()), tp, isl, osl));
    QVERIFY2(p.maxBatch >= minBatch && p.maxBatch <= maxBatch, qPrintable(QString::number(p.maxBatch)));
    if (p.maxBatch > 0) {
        QVERIFY(evaluate(p, p.maxBatch).fits);
        QVERIFY(!evaluate(p, p.maxBatch + 1).fits);
    }
}

void TestPerfModel::allReduceMatchesH200Table_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("megabytes");
    QTest::addColumn<double>("measuredUs");
    // H200 custom all-reduce (TensorRT-LLM 1.3.0rc20, AIConfigurator table; performance-models.md
    // section 2.8): 512K BF16 elements = 1 MB, 4M = 8 MB. One-shot for decode-sized messages,
    // two-shot for large ones; within 25%.
    QTest::newRow("TP2 1 MB: 6 us") << 2 << 1.048576 << 6.0;
    QTest::newRow("TP4 1 MB: 12.8 us") << 4 << 1.048576 << 12.8;
    QTest::newRow("TP8 1 MB: 25.7 us") << 8 << 1.048576 << 25.7;
    QTest::newRow("TP2 8 MB: 34 us") << 2 << 8.388608 << 34.0;
    QTest::newRow("TP8 8 MB: 77 us") << 8 << 8.388608 << 77.0;
}

void TestPerfModel::allReduceMatchesH200Table()
{
    QFETCH(int, gpus);
    QFETCH(double, megabytes);
    QFETCH(double, measuredUs);
    PerfKnobs k = Catalog::builtIn().priorKnobs("h200", "trtllm");
    const double us = allReduceSeconds(k, gpus, megabytes * 1e6, 450e9) * 1e6;
    QVERIFY2(std::abs(us / measuredUs - 1) < 0.25, qPrintable(QString::number(us)));
}

void TestPerfModel::frameworkMemoryPolicies_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<QString>("framework");
    QTest::addColumn<int>("isl");
    QTest::addColumn<int>("minBatch");
    // vLLM serves gpt-oss-120b (MXFP4 experts as released, ~61 GB) on one 80 GB H100 (InferenceX
    // H100 gpt-oss rows at TP1; resources/data/inferencex_points.csv).
    QTest::newRow("gpt-oss-120b mxfp4 h100 vllm tp1") << "h100"
                                                      << "gpt-oss-120b"
                                                      << "fp4"
                                                      << "vllm" << 1024 << 4;
    // TensorRT-LLM gives the KV cache 0.9 of the memory left after the weights: Llama-3.1-70B FP8
    // (~72 GB) fits one H100, where NVIDIA measured 840-912 tok/s (measured_points.csv).
    QTest::newRow("llama-3.1-70b fp8 h100 trtllm tp1") << "h100"
                                                       << "llama-3.1-70b"
                                                       << "fp8"
                                                       << "trtllm" << 128 << 16;
}

void TestPerfModel::frameworkMemoryPolicies()
{
    QFETCH(QString, hardware);
    QFETCH(QString, model);
    QFETCH(QString, precision);
    QFETCH(QString, framework);
    QFETCH(int, isl);
    QFETCH(int, minBatch);
    const ScenarioInputs in = inputsFor(hardware.toStdString(), model.toStdString(), framework.toStdString(),
                                        *parsePrecision(precision.toStdString()), 1, isl, 128, 1);
    auto context = makeContext(in, Catalog::builtIn());
    QVERIFY2(context, context ? "" : context.error().c_str());
    QVERIFY2(context->prepared.maxBatch >= minBatch, qPrintable(QString::number(context->prepared.maxBatch)));
}

void TestPerfModel::schedulerCapsTheBatch()
{
    // Llama-3.3-70B FP4 at TP8 on B200 with 128-token prompts and answers: the KV memory holds tens
    // of thousands of sequences, TensorRT-LLM's scheduler runs at most 4096 (trtllm-bench's cap).
    ScenarioInputs in = inputsFor("b200", "llama-3.3-70b", "trtllm", Precision::FP4, 8, 128, 128, 5000);
    const Catalog& catalog = Catalog::builtIn();
    auto context = makeContext(in, catalog);
    QVERIFY2(context, context ? "" : context.error().c_str());
    QCOMPARE(context->prepared.maxBatch, 4096);
    QVERIFY(context->prepared.maxBatchIsSchedulerCap);
    const OperatingPoint over = evaluate(context->prepared, in.batch);
    QVERIFY(!over.fits);
    QVERIFY(over.maxBatchIsSchedulerCap);
    // The evaluation names the cap, not the memory, as the limit.
    auto evaluation = evaluateScenario(in, catalog);
    QVERIFY2(evaluation, evaluation ? "" : evaluation.error().c_str());
    QVERIFY(hasWarning(evaluation->warnings, WarningKind::BatchExceedsScheduler));
    QVERIFY(!hasWarning(evaluation->warnings, WarningKind::BatchExceedsMemory));

    // Without the cap the same instance holds what its memory holds.
    DeploymentConfig config = context->prepared.config;
    config.knobs.maxRunningSequences = 1e6;
    const PreparedConfig memoryBound = prepare(config);
    QVERIFY2(memoryBound.maxBatch > 20000, qPrintable(QString::number(memoryBound.maxBatch)));
    QVERIFY(!memoryBound.maxBatchIsSchedulerCap);

    // Per instance: with attention data parallel every replica runs its own scheduler.
    in.modelId = "deepseek-r1";
    in.tensorParallel = 1;
    in.expertParallel = 8;
    in.precision = Precision::FP4;
    in.frameworkId = "vllm";
    auto replicas = makeContext(in, catalog);
    QVERIFY2(replicas, replicas ? "" : replicas.error().c_str());
    QVERIFY2(replicas->prepared.maxBatch <= 8 * 1024, qPrintable(QString::number(replicas->prepared.maxBatch)));
}

void TestPerfModel::decodeStepMatchesMeasurements_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<QString>("framework");
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("batch");
    QTest::addColumn<int>("isl");
    QTest::addColumn<int>("osl");
    QTest::addColumn<double>("measuredMs");
    // Measured decode steps quoted in docs/research/performance-models.md sections 2.4 and 2.12:
    // vLLM CI latency tests on H200 (buildkite vllm/performance-benchmark #9515, 32 -> 128, B = 8).
    QTest::newRow("vLLM CI H200 Llama-3.1-8B BF16 TP1 B8: 6.5 ms")
        << QStringLiteral("h200") << QStringLiteral("llama-3.1-8b") << QStringLiteral("bf16") << QStringLiteral("vllm")
        << 1 << 8 << 32 << 128 << 6.5;
    QTest::newRow("vLLM CI H200 Llama-3-70B BF16 TP4 B8: 16.2 ms")
        << QStringLiteral("h200") << QStringLiteral("llama-3.1-70b") << QStringLiteral("bf16") << QStringLiteral("vllm")
        << 4 << 8 << 32 << 128 << 16.2;
    // NIM 1.8 (TensorRT-LLM) on 2 x H100, Llama-3.3-70B FP8 TP2, concurrency 1, 5000 -> 500.
    QTest::newRow("NIM H100 Llama-3.3-70B FP8 TP2 c1: 18.6 ms")
        << QStringLiteral("h100") << QStringLiteral("llama-3.3-70b") << QStringLiteral("fp8")
        << QStringLiteral("trtllm") << 2 << 1 << 5000 << 500 << 18.6;
}

void TestPerfModel::decodeStepMatchesMeasurements()
{
    QFETCH(QString, hardware);
    QFETCH(QString, model);
    QFETCH(QString, precision);
    QFETCH(QString, framework);
    QFETCH(int, tp);
    QFETCH(int, batch);
    QFETCH(int, isl);
    QFETCH(int, osl);
    QFETCH(double, measuredMs);
    const ScenarioInputs in = inputsFor(hardware.toStdString(), model.toStdString(), framework.toStdString(),
                                        *parsePrecision(precision.toStdString()), tp, isl, osl, batch);
    auto e = evaluateScenario(in, Catalog::builtIn());
    QVERIFY2(e.ok(), e.ok() ? "" : e.error().c_str());
    const double ratio = e->point.op.decodeStepMs / measuredMs;
    // Within 15% with the hardware anchors and the framework priors (none of these was fitted).
    QVERIFY2(ratio > 0.85 && ratio < 1.15, qPrintable(QString::number(e->point.op.decodeStepMs)));
}

void TestPerfModel::neverFasterThanRoofline()
{
    // A decode step can never beat reading the resident weights once at peak HBM bandwidth.
    const Catalog& c = Catalog::builtIn();
    for (const char* hw : {"h100", "h200", "b200", "gb300-nvl72", "mi300x", "mi355x"}) {
        for (const char* model : {"llama-3.1-8b", "llama-3.3-70b", "qwen3-32b"}) {
            const PreparedConfig p = prepare(configFor(hw, model, Precision::FP8, 8));
            const Hardware* h = c.findHardware(hw);
            const double idealMs = p.denseBytesPerGpu / (h->hbmTbPerS * 1e12) * 1e3;
            for (int batch : {1, 8, 64}) {
                const OperatingPoint op = evaluate(p, batch);
                QVERIFY2(
                    op.decodeStepMs > idealMs,
                    qPrintable(QStringLiteral("%1 %2 %3").arg(QLatin1String(hw), QLatin1String(model)).arg(batch)));
            }
        }
    }
}

void TestPerfModel::noInfOrNanAcrossCatalog()
{
    const Catalog& c = Catalog::builtIn();
    int evaluated = 0;
    for (const Hardware& hw : c.hardware()) {
        for (const LlmModel& m : c.models()) {
            for (int pi = 0; pi < kPrecisionCount; ++pi) {
                ScenarioInputs in;
                in.hardwareId = hw.id;
                in.modelId = m.id;
                in.precision = static_cast<Precision>(pi);
                in.tensorParallel = std::min(8, hw.scaleUpGpus);
                in.prefillTensorParallel = in.tensorParallel;
                in.expertParallel = 1;
                auto sweep = sweepScenario(in, c);
                if (!sweep)
                    continue;
                for (const PointMetrics& pt : sweep->points) {
                    ++evaluated;
                    for (double v : {pt.op.decodeStepMs, pt.op.tokSPerUser, pt.op.ttftMs, pt.op.tokSPerGpuTotal,
                                     pt.costPerMtokOutputUsd, pt.tokSPerMw, pt.tokPerJoule, pt.op.memoryGbPerGpu}) {
                        QVERIFY(std::isfinite(v));
                        QVERIFY(v >= 0);
                    }
                    QVERIFY(pt.op.fits);
                    QVERIFY(pt.op.memoryGbPerGpu <= hw.usableHbmGb);
                }
                QVERIFY(!sweep->frontier.empty());
            }
        }
    }
    QVERIFY(evaluated > 10000);
}

void TestPerfModel::batchTradesInteractivityForThroughput()
{
    const PreparedConfig p = prepare(configFor("h200", "llama-3.3-70b", Precision::FP8, 4));
    const OperatingPoint small = evaluate(p, 1);
    const OperatingPoint large = evaluate(p, std::min(128, p.maxBatch));
    QVERIFY(small.tokSPerUser > large.tokSPerUser);
    QVERIFY(large.tokSPerGpuTotal > 5 * small.tokSPerGpuTotal);
}

void TestPerfModel::speculativeHelpsSmallBatch()
{
    DeploymentConfig d = configFor("h200", "llama-3.3-70b", Precision::FP8, 8);
    const OperatingPoint plain = evaluate(prepare(d), 1);
    d.speculativeTokens = 3;
    d.specAcceptance = 0.8;
    d.specAcceptanceDecay = 0.95;
    const OperatingPoint spec = evaluate(prepare(d), 1);
    QVERIFY(spec.tokSPerUser > 1.3 * plain.tokSPerUser);
    QVERIFY(spec.acceptedTokensPerStep > 2.0);
}

void TestPerfModel::fp4OnHopperIsWeightOnly()
{
    const PreparedConfig fp8 = prepare(configFor("h200", "llama-3.3-70b", Precision::FP8, 8));
    const PreparedConfig fp4 = prepare(configFor("h200", "llama-3.3-70b", Precision::FP4, 8));
    // Weight-only FP4 kernels on Hopper (Marlin, Triton MXFP4) dequantise into BF16 math: the BF16
    // peak, about half the FP8 one (H200 datasheet: 989 vs 1979 dense TFLOPS).
    QCOMPARE(fp4.mathPrecision, Precision::BF16);
    const Hardware* h200 = Catalog::builtIn().findHardware("h200");
    QCOMPARE(fp4.peakFlopPerS, h200->denseTflops[static_cast<int>(Precision::BF16)] * 1e12);
    QVERIFY(fp4.peakFlopPerS < 0.51 * fp8.peakFlopPerS);
    QVERIFY(fp4.weightsBytesPerGpu < 0.65 * fp8.weightsBytesPerGpu);
    const PreparedConfig blackwell = prepare(configFor("b200", "llama-3.3-70b", Precision::FP4, 8));
    QCOMPARE(blackwell.mathPrecision, Precision::FP4);
    // A checkpoint released in MXFP4 keeps 8-bit activations on Blackwell (W4A8 kernels).
    const PreparedConfig mxfp4 = prepare(configFor("b200", "gpt-oss-120b", Precision::FP4, 1));
    QCOMPARE(mxfp4.mathPrecision, Precision::FP8);
}

void TestPerfModel::boardPowerFollowsLoad()
{
    const PreparedConfig p = prepare(configFor("h200", "llama-3.1-8b", Precision::BF16, 1));
    const Hardware* h = Catalog::builtIn().findHardware("h200");
    const double batch1 = evaluate(p, 1).boardPowerW;
    const double batch256 = evaluate(p, std::min(256, p.maxBatch)).boardPowerW;
    // Published H200 power: ~350 W at batch-1 decode, ~550 W at batch 256 on an H200 serving 8B dense.
    QVERIFY2(batch1 > 250 && batch1 < 450, qPrintable(QString::number(batch1)));
    QVERIFY(batch256 > batch1);
    QVERIFY(batch256 <= h->tdpW);
}

void TestPerfModel::slidingWindowPrefillAttention_data()
{
    QTest::addColumn<int>("isl");
    QTest::addColumn<double>("expectedPairRatio");
    // gpt-oss-120b: half of its layers attend to a window W = 128. A full layer computes L^2/2
    // (query, key) pairs, a sliding one W*L - W^2/2 once L > W (L^2/2 below), so the full stack
    // saves 0.5 x (L^2 - 2WL + W^2) / L^2 of a full-attention stack's pairs.
    QTest::newRow("8k prompt: (8192-128)^2 / 8192^2 / 2 saved")
        << 8192 << 0.5 * std::pow(8192.0 - 128.0, 2) / std::pow(8192.0, 2);
    QTest::newRow("1k prompt") << 1024 << 0.5 * std::pow(1024.0 - 128.0, 2) / std::pow(1024.0, 2);
    QTest::newRow("prompt inside the window: nothing saved") << 100 << 0.0;
}

void TestPerfModel::slidingWindowPrefillAttention()
{
    QFETCH(int, isl);
    QFETCH(double, expectedPairRatio);
    DeploymentConfig d = configFor("h200", "gpt-oss-120b", Precision::FP4, 1, isl, 1024);
    const LlmModel& windowed = *d.model;
    QVERIFY(windowed.slidingWindow == 128 && windowed.slidingLayerFraction == 0.5);
    LlmModel full = windowed;
    full.slidingLayerFraction = 0;
    const PreparedConfig a = prepare(d);
    d.model = &full;
    const PreparedConfig b = prepare(d);
    const double etaAttn = std::min(1.0, d.knobs.attentionComputeEfficiency * d.efficiencyScale);
    const double fullStackSeconds = static_cast<double>(isl) * isl * b.prefillAttentionFlopPerPromptTokenSquared /
                                    (etaAttn * b.attentionPeakFlopPerS);
    const double saved = b.prefillSecondsSingle - a.prefillSecondsSingle;
    QVERIFY2(
        std::abs(saved - expectedPairRatio * fullStackSeconds) <= 1e-9 * b.prefillSecondsSingle + 1e-15,
        qPrintable(QStringLiteral("saved %1 s, expected %2 s").arg(saved).arg(expectedPairRatio * fullStackSeconds)));
}

void TestPerfModel::sparseAttentionReadsWindowKeepsContext()
{
    // GLM-5's DSA picks the top 2048 keys of every query on every layer: decode reads 2048 cached
    // tokens of an 8k/1k request, but the cache holds all ISL + OSL of them (a sliding window of
    // the same size would evict, and would fit 4.5x the sequences).
    const DeploymentConfig d = configFor("b200", "glm-5", Precision::FP8, 8, 8192, 1024);
    QVERIFY(d.model->sparseAttention && d.model->slidingWindow == 2048 && d.model->slidingLayerFraction == 1.0);
    const PreparedConfig sparse = prepare(d);
    QCOMPARE(sparse.contextAverage, 2048.0);
    // Its indexer caches one FP8 key of 128 values per token and layer, for the whole context, and
    // scores all of it every step: 78 x 128 bytes per token beside the 2048 selected latents.
    const double indexKeyBytesPerToken = 78.0 * 128.0;
    QVERIFY(std::abs(sparse.kvMemoryFullSequenceBytes /
                         ((sparse.kvBytesPerTokenPerGpu + indexKeyBytesPerToken) * (8192 + 1024)) -
                     1) < 1e-12);
    // On average a running vLLM sequence holds its prompt and half its answer, all of it cached.
    QVERIFY(std::abs(sparse.kvMemoryPerSequenceBytes /
                         ((sparse.kvBytesPerTokenPerGpu + indexKeyBytesPerToken) * (8192 + 512)) -
                     1) < 1e-12);
    QVERIFY(std::abs(sparse.kvReadBytesPerSequence /
                         (2048.0 * sparse.kvBytesPerTokenPerGpu + (8192 + 512) * indexKeyBytesPerToken) -
                     1) < 1e-12);
    LlmModel evicting = *d.model;
    evicting.sparseAttention = false;
    DeploymentConfig e = d;
    e.model = &evicting;
    const PreparedConfig window = prepare(e);
    QCOMPARE(window.contextAverage, sparse.contextAverage);
    QVERIFY(std::abs(window.kvMemoryPerSequenceBytes / (sparse.kvBytesPerTokenPerGpu * 2048) - 1) < 1e-12);
    QVERIFY(window.maxBatch > 4 * sparse.maxBatch);
}

void TestPerfModel::attentionMathPrecision_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<int>("expectedPeak");
    // FP4-generation GPUs with an FP8 KV cache run attention at FP8 (trtllm-gen FMHA, FP8 MLA);
    // otherwise BF16 (FlashAttention/FlashMLA dequantise an FP8 cache to BF16 math).
    QTest::newRow("B200 FP8 weights: FP8 KV, FP8 attention") << "b200"
                                                             << "fp8" << static_cast<int>(Precision::FP8);
    QTest::newRow("B200 FP4 weights: FP8 KV, FP8 attention") << "b200"
                                                             << "fp4" << static_cast<int>(Precision::FP8);
    QTest::newRow("B200 BF16: BF16 KV, BF16 attention") << "b200"
                                                        << "bf16" << static_cast<int>(Precision::BF16);
    QTest::newRow("H200 FP8: Hopper attention in BF16") << "h200"
                                                        << "fp8" << static_cast<int>(Precision::BF16);
    QTest::newRow("MI300X FP8: CDNA3 attention in BF16") << "mi300x"
                                                         << "fp8" << static_cast<int>(Precision::BF16);
}

void TestPerfModel::attentionMathPrecision()
{
    QFETCH(QString, hardware);
    QFETCH(QString, precision);
    QFETCH(int, expectedPeak);
    const Precision p = precision == QLatin1String("fp4")   ? Precision::FP4
                        : precision == QLatin1String("fp8") ? Precision::FP8
                                                            : Precision::BF16;
    const PreparedConfig prepared = prepare(configFor(hardware.toLatin1().constData(), "deepseek-r1", p, 8));
    const Hardware* hw = Catalog::builtIn().findHardware(hardware.toStdString());
    QCOMPARE(prepared.attentionPeakFlopPerS, hw->denseTflops[expectedPeak] * 1e12);
}

void TestPerfModel::chunkedPrefillMixesIntoDecode()
{
    // Aggregated serving: each prefill chunk shares one decode step, so a user's TPOT lies between
    // the decode step alone and the serial sum of what its answer waits for (the other B - 1
    // prefills + OSL steps) / OSL, and the saving is at most one chunk's time per chunk. Its own
    // prefill is in its TTFT, not its TPOT.
    const PreparedConfig p = prepare(configFor("h200", "llama-3.1-8b", Precision::BF16, 1, 1024, 1024));
    QVERIFY(p.prefillPromptsPerChunk == 8.0); // 8192-token budget / 1024-token prompts
    for (const int batch : {1, 8, 64, 256}) {
        const OperatingPoint op = evaluate(p, batch);
        const double serialMs = ((batch - 1) * p.prefillSecondsPerRequest * 1e3 + 1024 * op.decodeStepMs) / 1024;
        const double maxSavingMs = batch / p.prefillPromptsPerChunk * p.prefillChunkSeconds * 1e3 / 1024;
        QVERIFY2(batch == 1 ? std::abs(op.tpotMs / op.decodeStepMs - 1) < 1e-12 : op.tpotMs < serialMs,
                 qPrintable(QStringLiteral("batch %1").arg(batch)));
        QVERIFY(op.tpotMs >= op.decodeStepMs * (1 - 1e-12));
        QVERIFY(serialMs - op.tpotMs <= maxSavingMs);
    }
}

void TestPerfModel::aRequestAloneFindsTheEngineIdle()
{
    // With one sequence in the instance nothing else is decoding when its request arrives: its TTFT
    // is the prefill, an overlap scheduler's steps and the front end, with no step in progress, no
    // step to ride in and no prompt to queue behind. NIM's one-client tables read +14% to +163%
    // long when every request was charged the loaded engine's delays.
    DeploymentConfig config = configFor("h200", "llama-3.1-8b", Precision::BF16, 1, 1024, 1024);
    config.knobs.firstTokenDelaySteps = 1;
    const PreparedConfig p = prepare(config);
    const OperatingPoint alone = evaluate(p, 1);
    const double expectedMs = p.config.knobs.ttftQueueFactor * alone.prefillMs + 1.0 * alone.decodeStepMs +
                              perf::kFrontEndSecondsPerRequest * perf::kMsPerSecond;
    QVERIFY2(std::abs(alone.ttftMs / expectedMs - 1) < 1e-9, qPrintable(QString::number(alone.ttftMs)));
    QCOMPARE(alone.ttftQueueMs, 0.0);
    QCOMPARE(alone.queueUtilisation, 0.0);
    std::vector<OperatingPoint> viaBatch(1);
    evaluateBatch(p, std::vector<int>{1}, viaBatch);
    QVERIFY(std::abs(viaBatch[0].ttftMs / alone.ttftMs - 1) < 1e-12);
    // Two sequences: the other one is decoding, so the wait for its step and the ride come back.
    const OperatingPoint two = evaluate(p, 2);
    QVERIFY(two.ttftMs - two.ttftQueueMs >= expectedMs + 1.5 * two.decodeStepMs - 1e-9);
}

void TestPerfModel::prefillBatchesRunAloneWithoutMixedChunks()
{
    // A framework that runs prefill batches on their own (SGLang without --enable-mixed-chunk) hides
    // nothing under them: a user's TPOT is the serial sum (the other B - 1 prefills + OSL steps) /
    // OSL, above the mixed case, and the batch kernel agrees with the reference.
    DeploymentConfig mixed = configFor("h200", "llama-3.1-8b", Precision::BF16, 1, 1024, 1024);
    QCOMPARE(mixed.knobs.prefillRidesDecodeSteps, 1.0);
    DeploymentConfig alone = mixed;
    alone.knobs.prefillRidesDecodeSteps = 0.0;
    const PreparedConfig pm = prepare(mixed);
    const PreparedConfig pa = prepare(alone);
    const std::vector<int> batches = {1, 8, 64, 256};
    std::vector<OperatingPoint> viaBatch(batches.size());
    evaluateBatch(pa, batches, viaBatch);
    for (size_t i = 0; i < batches.size(); ++i) {
        const int batch = batches[i];
        const OperatingPoint a = evaluate(pa, batch);
        const double serialMs = ((batch - 1) * pa.prefillSecondsPerRequest * 1e3 + 1024 * a.decodeStepMs) / 1024;
        QVERIFY(std::abs(a.tpotMs / serialMs - 1) < 1e-12);
        // Alone in its instance a request waits for no other prefill, mixed or not.
        QVERIFY2(batch == 1 ? std::abs(a.tpotMs / evaluate(pm, batch).tpotMs - 1) < 1e-12
                            : a.tpotMs > evaluate(pm, batch).tpotMs,
                 qPrintable(QStringLiteral("batch %1").arg(batch)));
        QVERIFY(std::abs(viaBatch[i].tpotMs / a.tpotMs - 1) < 1e-12);
    }
    // The shipped frameworks: SGLang runs its prefill batches alone, vLLM and TensorRT-LLM mix them.
    const Catalog& c = Catalog::builtIn();
    QCOMPARE(c.priorKnobs("h200", "sglang").prefillRidesDecodeSteps, 0.0);
    QCOMPARE(c.priorKnobs("h200", "vllm").prefillRidesDecodeSteps, 1.0);
    QCOMPARE(c.priorKnobs("h200", "trtllm").prefillRidesDecodeSteps, 1.0);
}

void TestPerfModel::sparseSelectionScoresEveryContextToken()
{
    // GLM-5's DSA indexer (32 heads x 128, replicated on every TP rank) scores the index key of every
    // earlier token for each query token on all 78 layers: in decode 2 x 32 x 128 x 78 FLOP per
    // context token, at any TP; in an 8k prefill over the S^2 / 2 causal pairs.
    const DeploymentConfig d = configFor("b200", "glm-5", Precision::FP8, 8, 8192, 1024);
    QVERIFY(d.model->indexHeads == 32 && !d.model->indexQuerySplitByTp);
    const PreparedConfig scored = prepare(d);
    const double flopPerContextToken = 2.0 * 32 * 128 * 78;
    QVERIFY(std::abs(scored.indexScoreFlopPerQueryToken / ((8192 + 512) * flopPerContextToken) - 1) < 1e-12);
    LlmModel unscored = *d.model;
    unscored.indexHeads = 0;
    DeploymentConfig u = d;
    u.model = &unscored;
    const PreparedConfig plain = prepare(u);
    QCOMPARE(plain.indexScoreFlopPerQueryToken, 0.0);
    const double etaAttn = std::min(1.0, d.knobs.attentionComputeEfficiency * d.efficiencyScale);
    const double expectedPrefill =
        0.5 * 8192.0 * 8192.0 * flopPerContextToken / (etaAttn * scored.attentionPeakFlopPerS);
    const double addedPrefill = scored.prefillSecondsSingle - plain.prefillSecondsSingle;
    QVERIFY2(std::abs(addedPrefill / expectedPrefill - 1) < 1e-9,
             qPrintable(QStringLiteral("%1 s added, %2 s expected").arg(addedPrefill).arg(expectedPrefill)));
    // Decode attention math per query token grows by the scoring (it overlaps the KV read).
    const double addedDecode = scored.decode.attentionMathSecondsPerToken - plain.decode.attentionMathSecondsPerToken;
    QVERIFY(std::abs(addedDecode / (scored.indexScoreFlopPerQueryToken / (etaAttn * scored.attentionPeakFlopPerS)) -
                     1) < 1e-9);
    // MiniMax-M3's MSA splits its 4 index heads over the TP ranks: one per rank at TP4.
    const DeploymentConfig m3 = configFor("h200", "minimax-m3", Precision::FP8, 4, 8192, 1024);
    QVERIFY(m3.model->indexHeads == 4 && m3.model->indexQuerySplitByTp);
    const double m3Layers = m3.model->layers * m3.model->slidingLayerFraction;
    QVERIFY(std::abs(prepare(m3).indexScoreFlopPerQueryToken / ((8192 + 512) * 2.0 * 1 * 128 * m3Layers) - 1) < 1e-12);
}

void TestPerfModel::runningSequencesHoldWhatTheirFrameworkAllocates()
{
    // TensorRT-LLM reserves a request's whole answer when it admits it; vLLM and SGLang grow its KV
    // cache as tokens are generated, so a running sequence holds its prompt and, on average, half its
    // answer (SGLang also keeps a tenth of the rest in reserve).
    const Catalog& c = Catalog::builtIn();
    DeploymentConfig d = configFor("h200", "llama-3.1-8b", Precision::BF16, 1, 8192, 1024);
    const std::pair<const char*, double> held[] = {{"trtllm", 1024.0}, {"vllm", 512.0}, {"sglang", 563.2}};
    for (const auto& [framework, answerTokens] : held) {
        d.knobs = c.profileFor("h200", framework, Precision::BF16).knobs;
        const PreparedConfig p = prepare(d);
        QVERIFY(std::abs(p.kvMemoryFullSequenceBytes / (p.kvBytesPerTokenPerGpu * (8192 + 1024)) - 1) < 1e-12);
        QVERIFY2(std::abs(p.kvMemoryPerSequenceBytes / (p.kvBytesPerTokenPerGpu * (8192 + answerTokens)) - 1) < 1e-12,
                 framework);
        QCOMPARE(p.maxBatch, static_cast<int>(std::floor(p.freeMemoryForKvBytes / p.kvMemoryPerSequenceBytes)));
    }
    // A sequence must fit whole at its last token, where the average running one would: 600k + 400k
    // tokens need 131 GB of KV on one H200, 600k + 200k on average 105 GB, and about 116 GB is free.
    d.knobs = c.profileFor("h200", "vllm", Precision::BF16).knobs;
    d.inputTokens = 600000;
    d.outputTokens = 400000;
    const PreparedConfig whole = prepare(d);
    QVERIFY(whole.kvMemoryPerSequenceBytes < whole.freeMemoryForKvBytes);
    QVERIFY(whole.kvMemoryFullSequenceBytes > whole.freeMemoryForKvBytes);
    QCOMPARE(whole.maxBatch, 0);
    // Over two pipeline stages each GPU holds half of every sequence's layers: it fits.
    d.pipelineParallel = 2;
    QVERIFY(prepare(d).maxBatch > 0);
}

void TestPerfModel::prefillFollowsTheGpuGemmCeiling()
{
    // prefill_efficiency is a share of the GPU's own GEMM ceiling at the math precision: an 8k
    // prompt of a dense 70B model in FP8 is compute-bound, so halving the FP8 ceiling of the GPU
    // nearly doubles its prefill, while the BF16 ceiling does not touch it.
    DeploymentConfig d = configFor("h200", "llama-3.1-70b", Precision::FP8, 4, 8192, 1024);
    const double base = prepare(d).prefillSecondsSingle;
    DeploymentConfig halved = d;
    halved.knobs.gemmEfficiencyMaxFp8 /= 2;
    DeploymentConfig bf16Halved = d;
    bf16Halved.knobs.gemmEfficiencyMax /= 2;
    const double ratio = prepare(halved).prefillSecondsSingle / base;
    QVERIFY2(ratio > 1.6, qPrintable(QString::number(ratio)));
    QCOMPARE(prepare(bf16Halved).prefillSecondsSingle, base);
}

void TestPerfModel::mlaLayersLaunchMoreKernels()
{
    // Absorbed MLA launches four kernels per layer beyond a GQA layer; at batch 1 on one GPU of
    // fixed knobs the difference is layers x 4 x the per-kernel cost.
    const Catalog& c = Catalog::builtIn();
    const LlmModel* mla = c.findModel("deepseek-r1");
    QVERIFY(mla && mla->attention == AttentionKind::MLA);
    LlmModel asGqa = *mla;
    asGqa.attention = AttentionKind::GQA;
    DeploymentConfig d = configFor("b200", "deepseek-r1", Precision::FP4, 8);
    const PreparedConfig withMla = prepare(d);
    d.model = &asGqa;
    const PreparedConfig withoutMla = prepare(d);
    const double expected = mla->layers * perf::kMlaExtraKernelsPerLayer * d.knobs.kernelOverheadUs * 1e-6;
    QVERIFY(std::abs(withMla.decode.overheadFixedSeconds - withoutMla.decode.overheadFixedSeconds - expected) < 1e-12);
    QVERIFY(std::abs(withMla.prefillChunkFixedSeconds - withoutMla.prefillChunkFixedSeconds - expected) < 1e-12);
}

QTEST_GUILESS_MAIN(TestPerfModel)
#include "test_perfmodel.moc"

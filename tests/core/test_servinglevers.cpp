// The serving levers against physics and published measurements: a board power cap on memory-bound
// decode and compute-bound offline serving, a prefix-cache hit rate, percentile latencies and the
// consistency objective, KV offload, mixed FP8/FP4, and DeepSeek-R1 across two H100 nodes.
#include "core/analysis/montecarlo.h"
#include "core/analysis/sensitivity.h"
#include "core/catalog/catalog.h"
#include "core/document/workbook.h"
#include "core/economics.h"
#include "core/evaluation.h"
#include "core/perfmodel.h"
#include "core/precision.h"
#include "core/scenario.h"
#include "core/servicelevel.h"
#include "core/sweep.h"
#include "core/workloadpresets.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace tf::core;

namespace {

ScenarioInputs scenario(const char* hw, const char* model, Precision precision, int tp, int isl, int osl, int batch)
{
    ScenarioInputs in;
    in.hardwareId = hw;
    in.modelId = model;
    in.frameworkId = "trtllm";
    in.precision = precision;
    in.tensorParallel = tp;
    in.prefillTensorParallel = tp;
    in.expertParallel = 1;
    in.inputTokens = isl;
    in.outputTokens = osl;
    in.batch = batch;
    return in;
}

EvaluationContext contextOf(const ScenarioInputs& in)
{
    auto c = makeContext(in, Catalog::builtIn());
    if (!c)
        qFatal("%s", c.error().c_str());
    return *c;
}

double relativeError(double modelled, double published)
{
    return std::abs(modelled - published) / published;
}

} // namespace

class TestServingLevers : public QObject
{
    Q_OBJECT
private slots:
    void clockUnderCap_data();
    void clockUnderCap();
    void powerCapSweep_data();
    void powerCapSweep();
    void powerCapRaisesEnergyEfficiencyOfDecode();
    void powerCapInTheTornado();
    void powerCapCountsInEveryPowerFigure();
    void prefixCacheCutsPrefill_data();
    void prefixCacheCutsPrefill();
    void percentilesBracketTheMean();
    void tpotSpreadAgainstInferenceX_data();
    void tpotSpreadAgainstInferenceX();
    void consistencySloRemovesWhatTheMeanAccepts();
    void kvOffloadRaisesCapacityAtABandwidthCost();
    void mixedPrecisionSitsBetweenFp8AndFp4();
    void crossNodeAllReduceLatency();
    void crossNodeAllToAllAgainstDeepEp();
    void deepSeekR1OnTwoH100Nodes_data();
    void deepSeekR1OnTwoH100Nodes();
    void dataParallelAttentionWarnsOfItsPrefill();
    void requestsBeyondTheContextOrTheMemoryAreNamed();
    void aCachedPriceAboveTheInputPriceIsNamed();
    void defaultsLeaveResultsUnchanged();
    void leversRoundTripThroughAWorkbook();
    void workloadPresetsApply();
};

void TestServingLevers::clockUnderCap_data()
{
    QTest::addColumn<double>("capW");
    QTest::addColumn<double>("clock");
    // H200: idle 80 W, TDP 700 W; f = sqrt((cap - 80) / 620).
    QTest::newRow("no cap (0): full clock") << 0.0 << 1.0;
    QTest::newRow("cap at TDP 700 W: full clock") << 700.0 << 1.0;
    QTest::newRow("500 W: sqrt(420/620) = 0.8231") << 500.0 << std::sqrt(420.0 / 620.0);
    QTest::newRow("300 W: sqrt(220/620) = 0.5957") << 300.0 << std::sqrt(220.0 / 620.0);
    QTest::newRow("90 W: sqrt(10/620) = 0.127, held at the 0.2 floor") << 90.0 << 0.2;
}

void TestServingLevers::clockUnderCap()
{
    QFETCH(double, capW);
    QFETCH(double, clock);
    QCOMPARE(clockFractionUnderCap(capW, 80, 700), clock);
}

void TestServingLevers::powerCapSweep_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("isl");
    QTest::addColumn<int>("osl");
    QTest::addColumn<int>("batch"); ///< 0 = the memory limit (offline)
    QTest::addColumn<double>("capW");
    QTest::addColumn<double>("publishedRatio"); ///< throughput capped / uncapped
    // Memory-bound decode: on H200, decode of GQA and MLA models draws only 137-300 W of its 700 W,
    // so no cap down to 300 W ever triggers and throughput stays (Ma, Afzal, Eitzinger, Wellein, "The
    // Illusion of Power Capping in LLM Decode", arXiv 2605.11999, 2026). Modelled: the clock falls
    // to 0.60-0.90, the math it slows stays hidden under the weight stream.
    QTest::newRow("memory-bound: Llama-3.1-8B batch 1, 600 W; published: unchanged (decode <= 300 W)")
        << "llama-3.1-8b" << 1024 << 1024 << 1 << 600.0 << 1.0;
    QTest::newRow("memory-bound: Llama-3.1-8B batch 1, 400 W; published: unchanged")
        << "llama-3.1-8b" << 1024 << 1024 << 1 << 400.0 << 1.0;
    QTest::newRow("memory-bound: Llama-3.1-8B batch 1, 300 W; published: unchanged")
        << "llama-3.1-8b" << 1024 << 1024 << 1 << 300.0 << 1.0;
    // Compute-bound offline serving: MLPerf Inference v4.1, NVIDIA 8x H200-SXM-141GB TensorRT,
    // Mixtral 8x7B Offline: 59,022 tok/s at 700 W (ID 4.1-0048) and 48,988 tok/s in the MaxQ
    // submission (ID 4.1-0049), whose configuration sets power_limit = 500 W per GPU
    // (closed/NVIDIA/code/mixtral-8x7b configs, H200_SXM_141GBx8_MaxQ): 0.830.
    QTest::newRow("compute-bound: Mixtral 8x7B offline, 500 W; MLPerf v4.1 MaxQ 48,988 / 59,022 = 0.830")
        << "mixtral-8x7b" << 1024 << 145 << 0 << 500.0 << 48988.0 / 59022.0;
}

void TestServingLevers::powerCapSweep()
{
    QFETCH(QString, model);
    QFETCH(int, isl);
    QFETCH(int, osl);
    QFETCH(int, batch);
    QFETCH(double, capW);
    QFETCH(double, publishedRatio);
    ScenarioInputs in = scenario("h200", model.toLatin1().constData(), Precision::FP8, 1, isl, osl, 1);
    in.batch = batch > 0 ? batch : contextOf(in).prepared.maxBatch;
    const PointMetrics free = evaluatePoint(contextOf(in), in.batch);
    in.powerCapW = capW;
    const EvaluationContext capped = contextOf(in);
    const PointMetrics limited = evaluatePoint(capped, in.batch);
    const double ratio = limited.op.tokSPerGpuTotal / free.op.tokSPerGpuTotal;
    qInfo("%s: modelled %.3f, published %.3f (clock %.3f, board %.0f -> %.0f W)", qPrintable(model), ratio,
          publishedRatio, capped.prepared.clockFraction, free.op.boardPowerW, limited.op.boardPowerW);
    QVERIFY2(relativeError(ratio, publishedRatio) <= 0.15, qPrintable(QString::number(ratio)));
    QVERIFY(limited.op.boardPowerW <= capW + 1e-9);
    QVERIFY(capped.prepared.clockFraction < 1.0);
}

void TestServingLevers::powerCapRaisesEnergyEfficiencyOfDecode()
{
    // The token-economics article: lowering GPU clocks under light load gains 12-15% energy
    // efficiency. Memory-bound decode keeps its speed while the all-in power drops by TDP - cap.
    ScenarioInputs in = scenario("h200", "llama-3.1-8b", Precision::FP8, 1, 1024, 1024, 8);
    const PointMetrics free = evaluatePoint(contextOf(in), in.batch);
    in.powerCapW = 500;
    const EvaluationContext capped = contextOf(in);
    const PointMetrics limited = evaluatePoint(capped, in.batch);
    QCOMPARE(capped.facilityKw, 1.73 - 0.2);
    const double gain = limited.tokPerJoule / free.tokPerJoule - 1.0;
    qInfo("tok/J gain at a 500 W cap: %.1f%%", gain * 100);
    QVERIFY(gain > 0.05 && gain < 0.15);
    QVERIFY(limited.tokSPerMw > free.tokSPerMw);
}

void TestServingLevers::powerCapCountsInEveryPowerFigure()
{
    // An owned H200 under a 500 W cap: the board gives up 700 - 500 = 200 W, so the all-in 1.73 kW
    // becomes 1.53 kW, times PUE. The evaluation, the economics functions and a Monte Carlo run
    // (whose samples reprice the GPU-hour) must all use that one figure.
    ScenarioInputs in = scenario("h200", "llama-3.1-70b", Precision::FP8, 4, 1024, 1024, 32);
    in.pricing = PricingMode::Owned;
    in.allInKwPerGpu = 1.73;
    in.pue = 1.2;
    in.powerCapW = 500;
    const EvaluationContext c = contextOf(in);
    QCOMPARE(c.prepared.powerCapSavingW, 200.0);
    QVERIFY(std::abs(facilityKwPerGpu(in, c.prepared.powerCapSavingW) - 1.53 * 1.2) < 1e-12);
    QVERIFY(std::abs(c.facilityKw - 1.53 * 1.2) < 1e-12);
    const GpuHourCost uncapped = gpuHourCost(in, 0.0);
    QVERIFY(c.cost.totalUsd < uncapped.totalUsd);
    auto e = evaluateScenario(in, Catalog::builtIn());
    QVERIFY(e);
    // A near-certain input keeps every sample at the operating point, so the run's median cost is
    // the capped evaluation's, not the uncapped GPU-hour's.
    const std::vector<UncertainInput> uncertain = {
        {"other_usd_per_gpu_hour", in.otherUsdPerGpuHour, in.otherUsdPerGpuHour, in.otherUsdPerGpuHour + 1e-9}};
    MonteCarloOptions options;
    options.samples = 64;
    const auto run = runMonteCarlo(in, Catalog::builtIn(), uncertain, options, nullptr);
    QVERIFY2(run, run ? "" : run.error().c_str());
    const double medianUsd = run->costPerMtokOutputUsd.p50;
    const double uncappedUsd = usdPerMtok(uncapped.totalUsd, e->point.op.tokSPerGpuOutput);
    qInfo("cost per Mtok: capped %.5f, Monte Carlo median %.5f, uncapped power %.5f", e->point.costPerMtokOutputUsd,
          medianUsd, uncappedUsd);
    QVERIFY(relativeError(medianUsd, e->point.costPerMtokOutputUsd) < 1e-6);
    QVERIFY(uncappedUsd > e->point.costPerMtokOutputUsd * (1 + 1e-4));
}

void TestServingLevers::powerCapInTheTornado()
{
    ScenarioInputs in = scenario("h200", "deepseek-r1", Precision::FP8, 8, 8192, 1024, 64);
    const auto plain = defaultSensitivityKeys(in);
    QVERIFY(std::find(plain.begin(), plain.end(), "power_cap_w") == plain.end());
    in.powerCapW = 450;
    const auto keys = defaultSensitivityKeys(in);
    QVERIFY(std::find(keys.begin(), keys.end(), "power_cap_w") != keys.end());
    // 450 W +-20%: 360 W (clock sqrt(280/620) = 0.67) to 540 W (0.86); the prefill-heavy 8k prompts slow
    // at the lower cap, so its end costs more per Mtok than the higher one.
    const SensitivityRange range = defaultSensitivityRange(in, "power_cap_w");
    QCOMPARE(range.low, 360.0);
    QCOMPARE(range.high, 540.0);
    auto result = runSensitivity(in, Catalog::builtIn(), {range});
    QVERIFY(static_cast<bool>(result));
    QCOMPARE(result->rows.size(), size_t(1));
    QVERIFY(result->rows[0].costLowUsd > result->rows[0].costHighUsd);
}

void TestServingLevers::prefixCacheCutsPrefill_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("isl");
    QTest::addColumn<double>("expectedRatio");
    QTest::addColumn<double>("tolerance");
    QTest::addColumn<double>("singleCeiling");
    // Prefill at hit h: linear work x (1 - h), causal attention x (1 - h^2), fixed costs kept.
    // Llama-3.1-70B, 4,096 tokens: attention is 4 x 8192 x S^2 / 2 x 80 layers = 2.2e13 FLOP against
    // 2 x 70.6e9 x S = 5.8e14 linear (3.7%): 0.5 x 0.963 + 0.75 x 0.037 = 0.509.
    QTest::newRow("70B ISL 4096, h 0.5: chunked 0.5 x 0.963 linear + 0.75 x 0.037 attention = 0.509; alone <= 0.6")
        << "llama-3.1-70b" << 4096 << 0.509 << 0.03 << 0.6;
    // Llama-3.1-8B, 131,072 tokens: attention 4 x 4096 x S^2 / 2 x 32 = 4.5e15 against
    // 2 x 8.0e9 x S = 2.1e15 linear (68% attention): 0.5 x 0.32 + 0.75 x 0.68 = 0.670.
    QTest::newRow("8B ISL 131072, h 0.5: chunked 0.5 x 0.32 linear + 0.75 x 0.68 attention = 0.670; alone <= 0.72")
        << "llama-3.1-8b" << 131072 << 0.670 << 0.05 << 0.72;
}

void TestServingLevers::prefixCacheCutsPrefill()
{
    QFETCH(QString, model);
    QFETCH(int, isl);
    QFETCH(double, expectedRatio);
    QFETCH(double, tolerance);
    QFETCH(double, singleCeiling);
    ScenarioInputs in = scenario("h200", model.toLatin1().constData(), Precision::FP8, 8, isl, 256, 1);
    const EvaluationContext cold = contextOf(in);
    in.prefixCacheHitPercent = 50;
    const EvaluationContext warm = contextOf(in);
    const double single = warm.prepared.prefillSecondsSingle / cold.prepared.prefillSecondsSingle;
    const double perRequest = warm.prepared.prefillSecondsPerRequest / cold.prepared.prefillSecondsPerRequest;
    qInfo("prefill alone x%.3f, per request in a chunk x%.3f (expected %.3f)", single, perRequest, expectedRatio);
    // A prompt prefilled alone keeps its fixed costs and runs its GEMMs on half the tokens, at a lower
    // efficiency eta(M) = M / (M + M_half): it saves a little less than the chunked cost.
    QVERIFY2(single >= expectedRatio - tolerance && single <= singleCeiling, qPrintable(QString::number(single)));
    QVERIFY2(std::abs(perRequest - expectedRatio) <= tolerance, qPrintable(QString::number(perRequest)));
    // TTFT falls with the prefill; the KV each sequence holds (and so the capacity) does not.
    const PointMetrics a = evaluatePoint(cold, 1);
    const PointMetrics b = evaluatePoint(warm, 1);
    QVERIFY(b.op.ttftMs < a.op.ttftMs);
    QCOMPARE(warm.prepared.maxBatch, cold.prepared.maxBatch);
    QVERIFY(b.op.tokSPerGpuTotal > a.op.tokSPerGpuTotal);
}

void TestServingLevers::percentilesBracketTheMean()
{
    const ScenarioInputs in = scenario("h200", "deepseek-r1", Precision::FP8, 8, 1024, 1024, 64);
    const PointMetrics m = evaluatePoint(contextOf(in), in.batch);
    const LatencyPercentiles l = latencyPercentiles(m.op);
    QVERIFY(m.op.tpotSpreadMs > 0);
    QCOMPARE(l.tpotMsP50, m.op.tpotMs); // the spread is symmetric about the mean
    QVERIFY(l.tpotMsP90 > l.tpotMsP50 && l.tpotMsP99 > l.tpotMsP90);
    // z(0.99) = 2.3263 standard deviations above the mean.
    QVERIFY(std::abs(l.tpotMsP99 - (m.op.tpotMs + 2.3263479 * m.op.tpotSpreadMs)) < 1e-6);
    QVERIFY(l.ttftMsP99 >= l.ttftMsP90 && l.ttftMsP90 >= l.ttftMsP50);
    QVERIFY(l.ttftMsP99 > m.op.ttftMs);
    QVERIFY(std::abs(normalQuantile(0.975) - 1.959964) < 1e-5);
    QVERIFY(std::abs(normalQuantile(0.5)) < 1e-12);
}

void TestServingLevers::tpotSpreadAgainstInferenceX_data()
{
    QTest::addColumn<int>("concurrency");
    QTest::addColumn<double>("meanTpotMs");
    QTest::addColumn<double>("p99TpotMs");
    // SemiAnalysisAI/InferenceX issue 870 (2026-03-05): DeepSeek-R1-0528 FP8, SGLang v0.5.7, 8x H200,
    // TP 8 / EP 1, ISL 1,024 / OSL 1,024; mean and P99 TPOT per request. Held out: the spread model
    // has no fitted term, and these rows are in no calibration.
    QTest::newRow("conc 8: mean 12.8 ms, P99 14.3 ms (+11.7%)") << 8 << 12.8 << 14.3;
    QTest::newRow("conc 16: mean 17.2 ms, P99 18.5 ms (+7.6%)") << 16 << 17.2 << 18.5;
    QTest::newRow("conc 32: mean 25.6 ms, P99 27.1 ms (+5.9%)") << 32 << 25.6 << 27.1;
    QTest::newRow("conc 64: mean 34.6 ms, P99 37.0 ms (+6.9%)") << 64 << 34.6 << 37.0;
}

void TestServingLevers::tpotSpreadAgainstInferenceX()
{
    QFETCH(int, concurrency);
    QFETCH(double, meanTpotMs);
    QFETCH(double, p99TpotMs);
    ScenarioInputs in = scenario("h200", "deepseek-r1", Precision::FP8, 8, 1024, 1024, concurrency);
    in.frameworkId = "sglang";
    const PointMetrics m = evaluatePoint(contextOf(in), in.batch);
    const LatencyPercentiles l = latencyPercentiles(m.op);
    const double modelledSpread = l.tpotMsP99 / m.op.tpotMs - 1.0;
    const double publishedSpread = p99TpotMs / meanTpotMs - 1.0;
    qInfo("conc %d: mean TPOT modelled %.2f ms, published %.2f; P99 above the mean modelled %.1f%%, published %.1f%%",
          concurrency, m.op.tpotMs, meanTpotMs, 100 * modelledSpread, 100 * publishedSpread);
    // The mean holds within 10%.
    QVERIFY2(relativeError(m.op.tpotMs, meanTpotMs) < 0.10, qPrintable(QString::number(m.op.tpotMs)));
    // The spread is known to be short (docs/serving-levers.md): the two modelled sources average out
    // over 1,024 decode steps, while the measured spread comes from effects that last a request's
    // whole life. Held to its known range: above zero, below the published spread, at most 9 points
    // short of it.
    QVERIFY(modelledSpread > 0);
    QVERIFY2(modelledSpread < publishedSpread, qPrintable(QString::number(modelledSpread)));
    QVERIFY2(publishedSpread - modelledSpread < 0.09, qPrintable(QString::number(modelledSpread)));
}

void TestServingLevers::consistencySloRemovesWhatTheMeanAccepts()
{
    // The token-economics article's code-completion goodput: >= 30 tok/s per user, fluctuation < 15%.
    ScenarioInputs in = scenario("h200", "deepseek-r1", Precision::FP8, 8, 2048, 128, 64);
    in.sloTokSPerUser = 30;
    auto meanOnly = sweepScenario(in, Catalog::builtIn());
    QVERIFY(static_cast<bool>(meanOnly));
    in.sloPercentile = 99;
    in.sloTpotFluctuationPercent = 15;
    auto consistent = sweepScenario(in, Catalog::builtIn());
    QVERIFY(static_cast<bool>(consistent));
    QCOMPARE(consistent->points.size(), meanOnly->points.size());
    int acceptedByMean = 0;
    int removed = 0;
    for (size_t i = 0; i < meanOnly->points.size(); ++i) {
        const bool mean = meanOnly->points[i].meetsSlo;
        const bool strict = consistent->points[i].meetsSlo;
        QVERIFY(!strict || mean); // the percentile objective is never looser than the mean one
        acceptedByMean += mean;
        removed += mean && !strict;
        // Goodput counts only what meets the objectives in force.
        const PointMetrics& p = consistent->points[i];
        if (p.op.fits)
            QCOMPARE(goodputTokSPerGpu(p, ServiceLevel{}, in) > 0, strict);
    }
    qInfo("%d configurations meet 30 tok/s/user on the mean; %d of them fail at P99 or on fluctuation", acceptedByMean,
          removed);
    QVERIFY(removed > 0);
    QVERIFY(removed < acceptedByMean);
}

void TestServingLevers::kvOffloadRaisesCapacityAtABandwidthCost()
{
    // Llama-3.1-70B FP8 on one H200 at 32k context: HBM holds few sequences. 512 GB of host memory
    // per GPU over PCIe 5.0 x16 (64 GB/s) holds more; KV beyond HBM streams every step.
    ScenarioInputs in = scenario("h200", "llama-3.1-70b", Precision::FP8, 1, 32768, 1024, 1);
    const EvaluationContext hbm = contextOf(in);
    in.kvOffloadGb = 512;
    const EvaluationContext offloaded = contextOf(in);
    QVERIFY(offloaded.prepared.maxBatch > 2 * hbm.prepared.maxBatch);
    const int inHbm = hbm.prepared.maxBatch;
    // Within HBM nothing changes; beyond it each step pays excess x read share / 64 GB/s.
    QCOMPARE(evaluatePoint(offloaded, inHbm).op.decodeStepMs, evaluatePoint(hbm, inHbm).op.decodeStepMs);
    const int beyond = offloaded.prepared.maxBatch;
    const PreparedConfig& p = offloaded.prepared;
    const double excess = beyond * p.kvMemoryPerSequenceBytes - p.freeMemoryForKvBytes;
    const double expectedMs =
        excess * (p.contextAverage * p.kvBytesPerTokenPerGpu / p.kvMemoryPerSequenceBytes) / 64e9 * 1000.0;
    const PointMetrics wide = evaluatePoint(offloaded, beyond);
    QVERIFY(wide.op.kvReadMs >= expectedMs * (1 - 1e-9));
    QVERIFY(wide.op.fits);
}

void TestServingLevers::mixedPrecisionSitsBetweenFp8AndFp4()
{
    // B200 has native FP4: a quarter of the weights at FP8 takes 0.25 x FP8 + 0.75 x NVFP4 bytes per
    // quantised weight (core::bytesPerWeight) and runs between pure FP4 and pure FP8.
    ScenarioInputs in = scenario("b200", "deepseek-r1", Precision::FP4, 8, 1024, 1024, 64);
    const EvaluationContext fp4 = contextOf(in);
    in.fp8LayerPercent = 25;
    const EvaluationContext mixed = contextOf(in);
    in.fp8LayerPercent = 0;
    in.precision = Precision::FP8;
    const EvaluationContext fp8 = contextOf(in);
    QCOMPARE(mixed.prepared.quantisedBytesPerWeight,
             0.25 * bytesPerWeight(Precision::FP8, false) + 0.75 * bytesPerWeight(Precision::FP4, false));
    QVERIFY(mixed.prepared.weightsBytesPerGpu > fp4.prepared.weightsBytesPerGpu);
    QVERIFY(mixed.prepared.weightsBytesPerGpu < fp8.prepared.weightsBytesPerGpu);
    const double tMixed = evaluatePoint(mixed, 64).op.tokSPerGpuTotal;
    QVERIFY(tMixed < evaluatePoint(fp4, 64).op.tokSPerGpuTotal);
    QVERIFY(tMixed > evaluatePoint(fp8, 64).op.tokSPerGpuTotal);
    // The quality note is part of the evaluation.
    in.precision = Precision::FP4;
    in.fp8LayerPercent = 25;
    auto e = evaluateScenario(in, Catalog::builtIn());
    QVERIFY(static_cast<bool>(e));
    const Warning* note = findWarning(e->warnings, WarningKind::MixedPrecision);
    QVERIFY(note);
    QVERIFY(englishText(*note).find("quality") != std::string::npos);
}

void TestServingLevers::crossNodeAllReduceLatency()
{
    // A TP 16 group over two 8-GPU H100 nodes: NCCL's in-node floor at 8 GPUs (16 us, NCCL 2.29.2,
    // performance-models.md section 2.8) plus two scale-out messages of 25 us (NCCL's own estimate for
    // one small message across H100 nodes, hardware catalog) = 66 us. Measured across H100 nodes over
    // InfiniBand with nccl-tests (NVIDIA/nccl issue 1453): 61.6 us at 128 bytes and 75.4 us at 4 KB
    // out of place. Within 15% of both.
    ScenarioInputs in = scenario("h100", "deepseek-r1", Precision::FP8, 16, 128, 1024, 1);
    in.frameworkId = "sglang";
    in.maxNodes = 2;
    in.prefillTensorParallel = 8; // a disaggregated prefill pool stays in one node
    const EvaluationContext c = contextOf(in);
    const double modelledUs = c.prepared.allReduceExtraLatencyUs;
    QCOMPARE(modelledUs, 16.0 + 2.0 * 25.0);
    QVERIFY2(relativeError(modelledUs, 61.58) < 0.15, qPrintable(QString::number(modelledUs)));
    QVERIFY2(relativeError(modelledUs, 75.38) < 0.15, qPrintable(QString::number(modelledUs)));
    // Inside one node the all-reduce keeps the framework's in-node latency and overlap.
    in.tensorParallel = 8;
    QCOMPARE(contextOf(in).prepared.allReduceExtraLatencyUs, 0.0);
}

void TestServingLevers::crossNodeAllToAllAgainstDeepEp()
{
    // DeepSeek-R1 with EP 16 over two H100 nodes, 128 tokens per rank: DeepEP's low-latency kernels
    // measured dispatch 118 us + combine 195 us = 313 us per MoE layer at EP 16 on H800 with one
    // 400 Gb/s ConnectX-7 per GPU, 7,168 hidden, top-8, FP8 dispatch and BF16 combine (deepseek-ai/
    // DeepEP README, "Low-latency kernels with pure RDMA"). Modelled: two passes of latency plus the
    // copies bound for the other node (half of 128 x 8 x 7,168 x 3 bytes) at 0.86 of 50 GB/s.
    ScenarioInputs in = scenario("h100", "deepseek-r1", Precision::FP8, 8, 1024, 1024, 128);
    in.frameworkId = "sglang";
    in.maxNodes = 2;
    in.expertParallel = 16;
    const EvaluationContext c = contextOf(in);
    const PreparedConfig& p = c.prepared;
    constexpr double kTokensPerRank = 128;
    const double latencyUs = 2.0 * (p.config.knobs.allToAllLatencyUs + p.allToAllExtraLatencyUs);
    const double bytesUs = kTokensPerRank * p.allToAllBytesPerToken * p.allToAllSecondsPerByte * 1e6;
    QCOMPARE(p.allToAllBytesPerToken, 8.0 * 7168 * 3);
    const double modelledUs = latencyUs + bytesUs;
    qInfo("EP 16 across two nodes, 128 tokens per rank: modelled %.0f us per MoE layer (latency %.0f), DeepEP 313",
          modelledUs, latencyUs);
    QVERIFY2(relativeError(modelledUs, 118.0 + 195.0) < 0.15, qPrintable(QString::number(modelledUs)));
}

void TestServingLevers::deepSeekR1OnTwoH100Nodes_data()
{
    QTest::addColumn<int>("isl");
    QTest::addColumn<int>("osl");
    QTest::addColumn<double>("publishedTpotMs");
    // tenstorrent/tt-inference-server issue 356 (2025-07-09), "Performance Benchmark Sweeps for
    // DeepSeek-R1-0528 on 16 H100 (SGLANG + INFINIBAND)", SGLang --tp 16 over two nodes, concurrency 1,
    // mean TPOT. Held out: no calibration row is multi-node.
    QTest::newRow("ISL 128 / OSL 128: 23.1 ms (43.25 tok/s/user)") << 128 << 128 << 23.1;
    QTest::newRow("ISL 128 / OSL 1,024: 23.2 ms (43.15 tok/s/user)") << 128 << 1024 << 23.2;
    QTest::newRow("ISL 1,024 / OSL 128: 23.2 ms (43.04 tok/s/user)") << 1024 << 128 << 23.2;
    QTest::newRow("ISL 2,048 / OSL 128: 23.3 ms (42.92 tok/s/user)") << 2048 << 128 << 23.3;
    QTest::newRow("ISL 4,096 / OSL 128: 23.7 ms (42.13 tok/s/user)") << 4096 << 128 << 23.7;
}

void TestServingLevers::deepSeekR1OnTwoH100Nodes()
{
    QFETCH(int, isl);
    QFETCH(int, osl);
    QFETCH(double, publishedTpotMs);
    // DeepSeek-R1 FP8 (671B, ~690 GB of weights) does not fit one 8 x 80 GB H100 node; the sweep
    // falls back to two nodes over the scale-out network.
    ScenarioInputs in = scenario("h100", "deepseek-r1", Precision::FP8, 8, isl, osl, 1);
    in.frameworkId = "sglang";
    auto sweep = sweepScenario(in, Catalog::builtIn());
    QVERIFY2(static_cast<bool>(sweep), sweep ? "" : sweep.error().c_str());
    for (const PointMetrics& m : sweep->points)
        QCOMPARE(m.op.gpus, 16);
    // The model reads the published layout (TP 16, batch 1). Tolerance: the modelled interactivity
    // is at most 1.75x the published one, optimistic side only. The 122 cross-node all-reduces of a
    // step are modelled at NCCL's measured latency (crossNodeAllReduceLatency), which explains about
    // half of the gap the old in-node latency left; what remains (about 1.5x) is framework time
    // across nodes that no public measurement breaks down (rank skew at each all-reduce, scheduler
    // synchronisation between nodes). sgl-project/sglang issue 3656 reports 19 tok/s for the same
    // layout, so published figures themselves scatter by 2x.
    constexpr double kMaxOptimism = 1.75;
    const double publishedTokSPerUser = 1000.0 / publishedTpotMs;
    double tp16 = 0;
    for (const PointMetrics& m : sweep->points) {
        if (m.op.batch == 1 && m.op.tensorParallel == 16)
            tp16 = m.op.tokSPerUser;
    }
    qInfo("TP 16 at batch 1, %d/%d: modelled %.1f tok/s/user, published %.1f (x%.2f)", isl, osl, tp16,
          publishedTokSPerUser, tp16 / publishedTokSPerUser);
    QVERIFY2(tp16 >= publishedTokSPerUser && tp16 <= kMaxOptimism * publishedTokSPerUser,
             qPrintable(QString::number(tp16)));
    // The operating point itself evaluates as a 16-GPU deployment across nodes.
    in.maxNodes = 2;
    in.expertParallel = 16;
    auto e = evaluateScenario(in, Catalog::builtIn());
    QVERIFY2(static_cast<bool>(e), e ? "" : e.error().c_str());
    QVERIFY(e->point.op.fits);
    QCOMPARE(e->point.op.gpus, 16);
    // The app says how far to trust it: the evaluation warns that the figures are an upper bound.
    const Warning* spans = findWarning(e->warnings, WarningKind::SpansNodes);
    QVERIFY(spans);
    QCOMPARE(spans->number(0), 16.0);
    QVERIFY(englishText(*spans).find("upper bound") != std::string::npos);
}

void TestServingLevers::dataParallelAttentionWarnsOfItsPrefill()
{
    // With more expert than tensor parallelism each TP group is an attention replica, and the model
    // charges a prompt's experts to that group alone (docs/calibration.md): the evaluation says so.
    ScenarioInputs in = scenario("h200", "deepseek-r1", Precision::FP8, 1, 8192, 1024, 64);
    in.expertParallel = 8;
    auto e = evaluateScenario(in, Catalog::builtIn());
    QVERIFY2(static_cast<bool>(e), e ? "" : e.error().c_str());
    const Warning* dp = findWarning(e->warnings, WarningKind::DataParallelAttention);
    QVERIFY(dp);
    QCOMPARE(dp->number(0), 1.0);
    QCOMPARE(dp->number(1), 8.0);
    QVERIFY(englishText(*dp).find("TTFT shown read high") != std::string::npos);
    // Tensor-parallel attention over the same GPUs and a disaggregated prefill pool (a TP group
    // holding its own experts) carry no such warning.
    in.tensorParallel = 8;
    auto tp8 = evaluateScenario(in, Catalog::builtIn());
    QVERIFY(tp8 && !hasWarning(tp8->warnings, WarningKind::DataParallelAttention));
    in.tensorParallel = 1;
    in.serving = ServingMode::Disaggregated;
    auto disaggregated = evaluateScenario(in, Catalog::builtIn());
    QVERIFY(disaggregated && !hasWarning(disaggregated->warnings, WarningKind::DataParallelAttention));
}

// A cached input price of $5 beside a $0.55 input price was taken without a word, and the margin
// jumped from $48.9 to $130 an hour: a cache hit is sold at a discount.
void TestServingLevers::aCachedPriceAboveTheInputPriceIsNamed()
{
    ScenarioInputs in = defaultHopperScenario();
    in.inputPriceUsdPerMtok = 0.55;
    in.cachedInputPriceUsdPerMtok = 5;
    in.cachedInputPercent = 100;
    auto above = evaluateScenario(in, Catalog::builtIn());
    QVERIFY(above.ok());
    const Warning* w = findWarning(above->warnings, WarningKind::CachedPriceAboveInput);
    QVERIFY(w);
    QCOMPARE(w->number(0), 5.0);
    QCOMPARE(w->number(1), 0.55);
    // With no cached share the price is never charged, and at a discount it is as it should be.
    in.cachedInputPercent = 0;
    QVERIFY(!hasWarning(evaluateScenario(in, Catalog::builtIn())->warnings, WarningKind::CachedPriceAboveInput));
    in.cachedInputPercent = 50;
    in.cachedInputPriceUsdPerMtok = 0.14;
    QVERIFY(!hasWarning(evaluateScenario(in, Catalog::builtIn())->warnings, WarningKind::CachedPriceAboveInput));
}

void TestServingLevers::requestsBeyondTheContextOrTheMemoryAreNamed()
{
    // DeepSeek-R1 serves 128K tokens; 200,000 in and 1,024 out were evaluated without a word.
    ScenarioInputs in = scenario("h200", "deepseek-r1", Precision::FP8, 8, 200000, 1024, 1);
    auto beyond = evaluateScenario(in, Catalog::builtIn());
    QVERIFY(beyond);
    const Warning* context = findWarning(beyond->warnings, WarningKind::BeyondContext);
    QVERIFY(context);
    QCOMPARE(context->number(0), 201024.0);
    QCOMPARE(context->number(1), 131072.0);
    in.inputTokens = 100000;
    auto within = evaluateScenario(in, Catalog::builtIn());
    QVERIFY(within && !hasWarning(within->warnings, WarningKind::BeyondContext));
    // A million tokens in and a million out on SGLang: the weights fit 8 H200s (84 GB each), one
    // sequence's KV cache does not. The evaluation said "the weights need 84.1 GB per GPU", which is
    // not why.
    in.frameworkId = "sglang";
    in.inputTokens = 1048576;
    in.outputTokens = 1048576;
    auto tooLong = evaluateScenario(in, Catalog::builtIn());
    QVERIFY(tooLong);
    QVERIFY(!hasWarning(tooLong->warnings, WarningKind::WeightsDoNotFit));
    const Warning* sequence = findWarning(tooLong->warnings, WarningKind::SequenceDoesNotFit);
    QVERIFY(sequence);
    QVERIFY(sequence->number(0) > sequence->number(1));
    QCOMPARE(tooLong->warnings.front().kind, WarningKind::SequenceDoesNotFit); // the reason it cannot run
}

void TestServingLevers::defaultsLeaveResultsUnchanged()
{
    // Neutral values of every lever are the model without it, field for field.
    const ScenarioInputs base = defaultHopperScenario();
    ScenarioInputs neutral = base;
    neutral.powerCapW = 0;
    neutral.prefixCacheHitPercent = 0;
    neutral.kvOffloadGb = 0;
    neutral.pipelineParallel = 1;
    neutral.fp8LayerPercent = 0;
    neutral.maxNodes = 1;
    QCOMPARE(neutral, base);
    // A cap at or above TDP is no cap.
    ScenarioInputs atTdp = base;
    atTdp.powerCapW = 700;
    const PointMetrics a = evaluatePoint(contextOf(base), base.batch);
    const PointMetrics b = evaluatePoint(contextOf(atTdp), base.batch);
    QCOMPARE(b.op.tokSPerGpuTotal, a.op.tokSPerGpuTotal);
    QCOMPARE(b.tokPerJoule, a.tokPerJoule);
    // Old scenario files without the new keys open with the neutral values.
    QJsonObject old = inputsToJson(base);
    for (const char* key : {"power_cap_w", "prefix_cache_hit_percent", "kv_offload_gb", "kv_offload_gb_s", "pp",
                            "max_nodes", "fp8_layer_percent", "slo_percentile", "slo_tpot_fluctuation_percent"})
        old.remove(QLatin1String(key));
    auto reopened = inputsFromJson(old);
    QVERIFY(static_cast<bool>(reopened));
    QCOMPARE(*reopened, base);
    // And the new keys round-trip.
    ScenarioInputs levers = base;
    levers.powerCapW = 450;
    levers.prefixCacheHitPercent = 60;
    levers.kvOffloadGb = 256;
    levers.pipelineParallel = 2;
    levers.sloPercentile = 99;
    levers.sloTpotFluctuationPercent = 15;
    auto roundTrip = inputsFromJson(inputsToJson(levers));
    QVERIFY(static_cast<bool>(roundTrip));
    QCOMPARE(*roundTrip, levers);
}

void TestServingLevers::leversRoundTripThroughAWorkbook()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath(QStringLiteral("levers.tfwb")).toStdString();
    ScenarioRecord record;
    record.name = "H200 capped, cached, two stages";
    record.inputs = defaultHopperScenario();
    record.inputs.powerCapW = 450;
    record.inputs.prefixCacheHitPercent = 62.5;
    record.inputs.kvOffloadGb = 256;
    record.inputs.kvOffloadGbPerS = 450;
    record.inputs.pipelineParallel = 2;
    record.inputs.maxNodes = 2;
    record.inputs.sloPercentile = 99;
    record.inputs.sloTpotFluctuationPercent = 15;
    QVERIFY(saveScenarioToWorkbook(path, record));
    auto read = readScenarioFromWorkbook(path, record.name);
    QVERIFY2(static_cast<bool>(read), read ? "" : read.error().c_str());
    QCOMPARE(*read, record.inputs);
}

void TestServingLevers::workloadPresetsApply()
{
    QVERIFY(workloadPresets().size() >= 4);
    for (const char* id : {"chat-1k-1k", "reasoning-1k-8k", "summarisation-8k-1k", "agentic-long-input"}) {
        const WorkloadPreset* preset = findWorkloadPreset(id);
        QVERIFY2(preset, id);
        QVERIFY(!preset->source.empty());
    }
    ScenarioInputs in = defaultHopperScenario();
    applyWorkloadPreset(in, *findWorkloadPreset("agentic-long-input"));
    QCOMPARE(in.inputTokens, 51200);
    QCOMPARE(in.outputTokens, 512);
    QCOMPARE(in.prefixCacheHitPercent, 90.0);
    QCOMPARE(workloadPresetMatching(in), findWorkloadPreset("agentic-long-input"));
    applyWorkloadPreset(in, *findWorkloadPreset("code-completion"));
    QCOMPARE(in.sloTtftMs, 300.0);
    QCOMPARE(in.sloTokSPerUser, 30.0);
    QCOMPARE(in.sloTpotFluctuationPercent, 15.0);
    QVERIFY(validateInputs(in, Catalog::builtIn()));
}

QTEST_GUILESS_MAIN(TestServingLevers)
#include "test_servinglevers.moc"

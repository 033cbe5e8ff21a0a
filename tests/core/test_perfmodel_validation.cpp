// The performance model with the shipped calibration: capacity facts and agreement with the sweep.
#include "core/calibration/validation.h"
#include "core/catalog/catalog.h"
#include "core/evaluation.h"

#include <QTest>

using namespace tf::core;

class TestPerfmodelValidation : public QObject
{
    Q_OBJECT

private slots:
    void capacity_data();
    void capacity();
    void knobFrontierMatchesSweep();
    void uncalibratedHardwareSaysSo();
};

void TestPerfmodelValidation::capacity_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("isl");
    QTest::addColumn<int>("minBatch");
    QTest::addColumn<int>("maxBatch");
    // vLLM on one H200 (141 GiB) serves Llama-3.1-8B BF16 (16 GB weights, 128 KiB KV per token):
    // several hundred sequences at 1k/1k, about a hundred at 8k/1k (performance-models.md §2.12;
    // vLLM's running sequences hold their prompt and half their answer on average).
    QTest::newRow("llama-3.1-8b bf16 h200 1k/1k") << "h200"
                                                  << "llama-3.1-8b" << 1 << 1024 << 200 << 1000;
    QTest::newRow("llama-3.1-8b bf16 h200 8k/1k") << "h200"
                                                  << "llama-3.1-8b" << 1 << 8192 << 20 << 120;
    // 405B BF16 weights are ~810 GB: not on one 80 GB H100.
    QTest::newRow("llama-3.1-405b bf16 h100 tp1") << "h100"
                                                  << "llama-3.1-405b" << 1 << 1024 << 0 << 0;
}

void TestPerfmodelValidation::capacity()
{
    QFETCH(QString, hardware);
    QFETCH(QString, model);
    QFETCH(int, tp);
    QFETCH(int, isl);
    QFETCH(int, minBatch);
    QFETCH(int, maxBatch);
    ScenarioInputs in;
    in.hardwareId = hardware.toStdString();
    in.modelId = model.toStdString();
    in.frameworkId = "vllm";
    in.precision = Precision::BF16;
    in.tensorParallel = tp;
    in.expertParallel = 1;
    in.inputTokens = isl;
    in.outputTokens = 1024;
    in.batch = 1;
    auto context = makeContext(in, Catalog::builtIn());
    QVERIFY2(context, context ? "" : context.error().c_str());
    const int capacity = context->prepared.maxBatch;
    QVERIFY2(capacity >= minBatch && capacity <= maxBatch, std::to_string(capacity).c_str());
}

void TestPerfmodelValidation::knobFrontierMatchesSweep()
{
    // Fitting evaluates frontiers with trial knobs outside sweepScenario; with the profile's own knobs
    // both paths must give the same curve.
    const Catalog& catalog = Catalog::builtIn();
    MappedRow m;
    m.inputs = defaultHopperScenario();
    m.inputs.frameworkId = "sglang";
    const CalibrationProfile profile = catalog.profileFor("h200", "sglang", Precision::FP8);
    const FrontierCurve a = frontierWithKnobs(m, catalog, profile.knobs);
    const FrontierCurve b = frontierFromCatalog(m, catalog);
    QVERIFY(!a.tokSPerUser.empty());
    QCOMPARE(a.tokSPerUser.size(), b.tokSPerUser.size());
    for (size_t i = 0; i < a.tokSPerUser.size(); ++i) {
        QCOMPARE(a.tokSPerUser[i], b.tokSPerUser[i]);
        QCOMPARE(a.tokSPerGpuTotal[i], b.tokSPerGpuTotal[i]);
    }
}

void TestPerfmodelValidation::uncalibratedHardwareSaysSo()
{
    // MI455X is spec-sheet only: no measurements, so the evaluation carries the priors and says so.
    ScenarioInputs in = defaultHopperScenario();
    in.hardwareId = "mi455x";
    in.frameworkId = "vllm";
    auto e = evaluateScenario(in, Catalog::builtIn());
    QVERIFY2(e, e ? "" : e.error().c_str());
    QVERIFY(!e->profile.calibrated);
    const Warning* uncalibrated = findWarning(e->warnings, WarningKind::Uncalibrated);
    QVERIFY(uncalibrated);
    QCOMPARE(uncalibrated->text(0), std::string("mi455x"));
    // B200 with TensorRT-LLM has measurements: calibrated, with its error on record.
    ScenarioInputs b = defaultHopperScenario();
    b.hardwareId = "b200";
    b.frameworkId = "trtllm";
    auto h = evaluateScenario(b, Catalog::builtIn());
    QVERIFY(h);
    QVERIFY(h->profile.calibrated);
    QVERIFY(h->profile.pointsFitted > 0);
    // A pair whose fitted knobs did worse held out than its priors ships the priors and says so.
    for (const CalibrationProfile& p : Catalog::builtIn().profiles()) {
        if (!p.calibrated)
            QVERIFY2(p.fittedTo.rfind("priors shipped", 0) == 0, p.key().c_str());
    }
}

QTEST_GUILESS_MAIN(TestPerfmodelValidation)
#include "test_perfmodel_validation.moc"

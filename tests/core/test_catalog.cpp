// The shipped catalog: required entries, a source for every figure, hostile entries refused.
#include "core/catalog/catalogjson.h"
#include "core/scenario.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace tf::core;

class TestCatalog : public QObject
{
    Q_OBJECT
private slots:
    void requiredHardware_data();
    void requiredHardware();
    void requiredModels_data();
    void requiredModels();
    void frameworks();
    void everyHardwareFigureHasASource();
    void everyModelHasASource();
    void shippedCitationsPassTheChecksOfAUserFile();
    void citationsCopyAndEditIndependently();
    void specSheetOnlyGpuIsUncalibrated();
    void hostileEntriesAreRefused_data();
    void hostileEntriesAreRefused();
    void roundTripThroughJson();
    void aliasesResolve();
};

void TestCatalog::requiredHardware_data()
{
    QTest::addColumn<QString>("id");
    for (const char* id : {"h100", "h200", "b200", "b300", "gb200-nvl72", "gb300-nvl72", "mi300x", "mi325x", "mi355x"})
        QTest::newRow(id) << QString::fromLatin1(id);
}

void TestCatalog::requiredHardware()
{
    QFETCH(QString, id);
    const Hardware* hw = Catalog::builtIn().findHardware(id.toStdString());
    QVERIFY(hw);
    QVERIFY(hw->hbmGb > 0 && hw->hbmTbPerS > 0 && hw->denseTflops[0] > 0 && hw->tdpW > 0);
    QVERIFY(hw->allInKwPerGpu > hw->tdpW / 1000.0); // all-in includes host, network and cooling
    QVERIFY(hw->ownedUsdPerGpuHour > 0 && hw->rentedUsdPerGpuHour > 0);
    QVERIFY(hw->scaleUpGpus >= 8);
}

void TestCatalog::requiredModels_data()
{
    QTest::addColumn<QString>("id");
    for (const char* id : {"llama-3.1-8b", "llama-3.3-70b", "llama-3.1-405b", "deepseek-r1", "gpt-oss-120b",
                           "gpt-oss-20b", "qwen3-235b-a22b", "qwen3-32b", "kimi-k2", "mixtral-8x7b"})
        QTest::newRow(id) << QString::fromLatin1(id);
}

void TestCatalog::requiredModels()
{
    QFETCH(QString, id);
    const LlmModel* m = Catalog::builtIn().findModel(id.toStdString());
    QVERIFY(m);
    QVERIFY(validateModel(*m).ok());
}

void TestCatalog::frameworks()
{
    for (const char* id : {"vllm", "sglang", "trtllm"})
        QVERIFY(Catalog::builtIn().findFramework(id));
}

void TestCatalog::everyHardwareFigureHasASource()
{
    for (const Hardware& hw : Catalog::builtIn().hardware()) {
        for (const char* key :
             {"hbm_gb", "hbm_tb_s", "dense_tflops", "tdp_w", "all_in_kw_per_gpu", "scaleup_gpus", "scaleup_gb_s"}) {
            const auto it = hw.sources.find(key);
            QVERIFY2(it != hw.sources.end() && !it->second.empty(),
                     qPrintable(QString::fromStdString(hw.id + " " + key)));
        }
        if (hw.rentedUsdPerGpuHour > 0)
            QVERIFY2(hw.sources.count("rented_usd_per_gpu_hour"), hw.id.c_str());
        if (hw.ownedUsdPerGpuHour > 0)
            QVERIFY2(hw.sources.count("owned_usd_per_gpu_hour"), hw.id.c_str());
        if (hw.capexUsdPerGpu > 0)
            QVERIFY2(hw.sources.count("capex_usd_per_gpu"), hw.id.c_str());
    }
}

void TestCatalog::everyModelHasASource()
{
    for (const LlmModel& m : Catalog::builtIn().models())
        QVERIFY2(!m.sources.empty(), m.id.c_str());
}

void TestCatalog::shippedCitationsPassTheChecksOfAUserFile()
{
    // builtIn() converts citations on first read without checking them; this loads the same files
    // as an untrusted directory (every citation checked) and expects the same texts.
    const auto checked = Catalog::loadFromDirectory(":/catalog");
    QVERIFY2(checked.ok(), checked.ok() ? "" : checked.error().c_str());
    const Catalog& lazy = Catalog::builtIn();
    QCOMPARE(checked->hardware().size(), lazy.hardware().size());
    size_t citations = 0;
    for (size_t i = 0; i < lazy.hardware().size(); ++i) {
        QVERIFY(checked->hardware()[i].sources == lazy.hardware()[i].sources);
        citations += lazy.hardware()[i].sources.size();
    }
    for (size_t i = 0; i < lazy.models().size(); ++i) {
        QVERIFY(checked->models()[i].sources == lazy.models()[i].sources);
        citations += lazy.models()[i].sources.size();
    }
    for (size_t i = 0; i < lazy.frameworks().size(); ++i)
        QVERIFY(checked->frameworks()[i].sources == lazy.frameworks()[i].sources);
    QVERIFY2(citations > 100, "the shipped catalog cites its figures");
}

void TestCatalog::citationsCopyAndEditIndependently()
{
    Hardware shipped = *Catalog::builtIn().findHardware("h200");
    Hardware edited = shipped;
    edited.sources.set("hbm_gb", "a user's own reading");
    QCOMPARE(edited.sources.find("hbm_gb")->second, std::string("a user's own reading"));
    QVERIFY(shipped.sources.find("hbm_gb")->second != "a user's own reading");
    QVERIFY(Catalog::builtIn().findHardware("h200")->sources.find("hbm_gb")->second != "a user's own reading");
}

void TestCatalog::specSheetOnlyGpuIsUncalibrated()
{
    Catalog catalog = Catalog::builtIn();
    Hardware hw;
    hw.id = "my-gpu";
    hw.name = "Spec-sheet GPU";
    hw.hbmGb = 96;
    hw.usableHbmGb = 96;
    hw.hbmTbPerS = 4.0;
    hw.denseTflops = {800, 1600, 0};
    hw.tdpW = 600;
    hw.allInKwPerGpu = 1.5;
    QVERIFY(catalog.addHardware(hw).ok());
    const CalibrationProfile p = catalog.profileFor("my-gpu", "vllm", Precision::FP8);
    QVERIFY(!p.calibrated);
    QVERIFY(catalog.findHardware("my-gpu")->userDefined);
}

void TestCatalog::hostileEntriesAreRefused_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("expectedMessagePart");
    QTest::newRow("negative bandwidth") << R"({"id":"x","hbm_gb":80,"hbm_tb_s":-1,"dense_tflops":{"bf16":1}})"
                                        << "hbm_tb_s";
    QTest::newRow("text where a number belongs") << R"({"id":"x","hbm_gb":"80","hbm_tb_s":3,"dense_tflops":{"bf16":1}})"
                                                 << "hbm_gb";
    QTest::newRow("no BF16 math") << R"({"id":"x","hbm_gb":80,"hbm_tb_s":3,"dense_tflops":{}})"
                                  << "BF16";
    QTest::newRow("bad id") << R"({"id":"DROP TABLE;","hbm_gb":80,"hbm_tb_s":3,"dense_tflops":{"bf16":1}})"
                            << "id";
    QTest::newRow("huge value") << R"({"id":"x","hbm_gb":1e300,"hbm_tb_s":3,"dense_tflops":{"bf16":1}})"
                                << "hbm_gb";
}

void TestCatalog::hostileEntriesAreRefused()
{
    QFETCH(QString, json);
    QFETCH(QString, expectedMessagePart);
    const QJsonObject o = QJsonDocument::fromJson(json.toUtf8()).object();
    auto hw = hardwareFromJson(o);
    QVERIFY(!hw.ok());
    QVERIFY2(QString::fromStdString(hw.error()).contains(expectedMessagePart), hw.error().c_str());
}

void TestCatalog::roundTripThroughJson()
{
    for (const Hardware& hw : Catalog::builtIn().hardware()) {
        auto back = hardwareFromJson(hardwareToJson(hw));
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().c_str());
        QCOMPARE(back->hbmTbPerS, hw.hbmTbPerS);
        QCOMPARE(back->denseTflops, hw.denseTflops);
        QCOMPARE(back->sources, hw.sources);
    }
    for (const LlmModel& m : Catalog::builtIn().models()) {
        auto back = modelFromJson(modelToJson(m));
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().c_str());
        QCOMPARE(back->experts, m.experts);
        QCOMPARE(back->kvLoraRank, m.kvLoraRank);
        QCOMPARE(back->aliases, m.aliases);
    }
}

void TestCatalog::aliasesResolve()
{
    const Catalog& c = Catalog::builtIn();
    QCOMPARE(c.findModel("DeepSeek-R1-0528")->id, std::string("deepseek-r1"));
    QCOMPARE(c.findFramework("dynamo-trt")->id, std::string("trtllm"));
    QVERIFY(!c.findModel("no-such-model"));
}

QTEST_GUILESS_MAIN(TestCatalog)
#include "test_catalog.moc"

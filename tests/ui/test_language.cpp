// The Chinese window: Qt's own dialogs and buttons in Chinese when Debian's translations are
// installed (and the app unchanged when they are not), warnings that come from core worded by the
// user interface in the user's language, the Simplified Chinese face chosen for zh_CN, and charts
// that keep their Chinese axis titles whole at their smallest.
#include "core/catalog/catalog.h"
#include "core/document/workbook.h"
#include "core/inputrefusal.h"
#include "core/warning.h"
#include "core/workloadpresets.h"
#include "ui/catalognames.h"
#include "ui/chartarea.h"
#include "ui/charts/chartwidget.h"
#include "ui/documentmodel.h"
#include "ui/headlinecards.h"
#include "ui/language.h"
#include "ui/mainwindow.h"
#include "ui/numberformat.h"
#include "ui/parameterpanel.h"
#include "ui/recomputescheduler.h"
#include "ui/sliderfield.h"
#include "ui/statustext.h"
#include "ui/workloadpresetbox.h"

#include <QChartView>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QLibraryInfo>
#include <QPushButton>
#include <QStatusBar>
#include <QTest>
#include <QTextLayout>
#include <QTranslator>
#include <QXmlStreamReader>

#include <algorithm>
#include <utility>
#include <vector>

using namespace tf;

namespace {

/// Chinese for a few texts of one translation context, made by the test: the application's own
/// catalogue is embedded in the application (not in the tests) and may lag behind.
class ContextTranslator : public QTranslator
{
public:
    ContextTranslator(const char* context, std::vector<std::pair<const char*, const char*>> chinese)
        : m_context(context), m_chinese(std::move(chinese))
    { }
    QString translate(const char* context, const char* sourceText, const char* disambiguation = nullptr,
                      int n = -1) const override
    {
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        if (qstrcmp(context, m_context) != 0)
            return {};
        for (const auto& [english, translation] : m_chinese)
            if (qstrcmp(sourceText, english) == 0)
                return QString::fromUtf8(translation);
        return {};
    }
    bool isEmpty() const override { return false; }

private:
    const char* m_context;
    std::vector<std::pair<const char*, const char*>> m_chinese;
};

/// Two of core's warnings and a refusal.
ContextTranslator warningTranslator()
{
    return ContextTranslator(
        "tf::core::Warning",
        {{"Uncalibrated: no measurements for %1 with %2; documented priors used",
          "未校准：%1 在 %2 上没有测量数据，使用文档先验值"},
         {"Does not fit: batch %1 exceeds the memory limit of %2 sequences", "放不下：批量 %1 超过内存上限 %2 个序列"},
         {"%1 = %2 is outside its range %3 to %4 %5", "%1 = %2 超出有效范围 %3 至 %4 %5"}});
}

/// The status bar label whose text is the fit status, where the warnings show as its tooltip.
QLabel* fitLabel(ui::MainWindow& window)
{
    for (QLabel* label : window.statusBar()->findChildren<QLabel*>())
        if (label->text() == window.fitStatus())
            return label;
    return nullptr;
}

} // namespace

class TestLanguage : public QObject
{
    Q_OBJECT
private slots:
    void coreWarningsAreShownInTheUsersLanguage();
    void everyWarningKindHasAnInterfaceText();
    void coreRefusalsAreShownInTheUsersLanguage();
    void qtsOwnButtonsAreChineseWhenTheirTranslationIsInstalled();
    void simplifiedChineseGetsTheSimplifiedChineseFace();
    void chineseAxisTitlesStayWholeInTheSmallestCharts();
    void presetNamesAreShownInTheUsersLanguage();
    void cardTitlesWrapBetweenTheirUnitAndQualifier();
    void aOneCharacterUnitIsShownWhateverItsLabel();
    void listsUseTheLanguagesSeparator();
    void aRackScaleEntrysQualifierIsTranslated();
    void aCardsChangeKeepsItsFigureFirstInChinese();
};

void TestLanguage::coreWarningsAreShownInTheUsersLanguage()
{
    ContextTranslator translator = warningTranslator();
    QVERIFY(QCoreApplication::installTranslator(&translator));
    ui::MainWindow window;
    core::ScenarioInputs in = window.document()->scenario(0).inputs;
    in.hardwareId = "mi455x"; // spec-sheet only: no measurements with any framework
    in.frameworkId = "vllm";
    window.document()->setInputs(0, in, QStringLiteral("Change hardware"));
    window.document()->setSelectedIndex(0);
    window.flushUpdates();
    const ui::ScenarioResult& result = window.scheduler()->results().front();
    QVERIFY(result.valid);
    QVERIFY(core::hasWarning(result.evaluation.warnings, core::WarningKind::Uncalibrated));
    // On screen: the fit status's tooltip lists the warnings, in Chinese, with core's parameters.
    QLabel* label = fitLabel(window);
    QVERIFY(label);
    QVERIFY2(label->toolTip().contains(QStringLiteral("未校准：mi455x 在 vllm 上没有测量数据")),
             qPrintable(label->toolTip()));
    // As rich text in a column, so that a long warning wraps instead of running off the screen.
    QVERIFY2(label->toolTip().contains(QStringLiteral("<table width=")), qPrintable(label->toolTip()));
    QVERIFY(!label->toolTip().contains(QStringLiteral("uncalibrated")));
    // Core's own English wording is untouched for the command line.
    const core::Warning* uncalibrated = core::findWarning(result.evaluation.warnings, core::WarningKind::Uncalibrated);
    QCOMPARE(core::englishText(*uncalibrated),
             std::string("uncalibrated: no measurements for mi455x with vllm; documented priors used"));
    // A batch beyond memory: the figures come from core, the words from the translation.
    const core::Warning batch{core::WarningKind::BatchExceedsMemory, {300, 256}, {}};
    QCOMPARE(ui::warningText(batch), QStringLiteral("放不下：批量 300 超过内存上限 256 个序列"));
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(ui::warningText(batch),
             QStringLiteral("Does not fit: batch 300 exceeds the memory limit of 256 sequences"));
}

void TestLanguage::everyWarningKindHasAnInterfaceText()
{
    const core::Warning warnings[] = {
        {core::WarningKind::WeightsDoNotFit, {812.5}, {}},
        {core::WarningKind::BatchExceedsMemory, {300, 256}, {}},
        {core::WarningKind::BatchExceedsScheduler, {5000, 4096}, {}},
        {core::WarningKind::Uncalibrated, {}, {"mi455x", "vllm"}},
        {core::WarningKind::WeightOnlyPrecision, {}, {"FP4", "NVIDIA H200 SXM", "BF16"}},
        {core::WarningKind::PowerBelowBoard, {0.5, 0.7}, {}},
        {core::WarningKind::OutsideSlo, {}, {}},
        {core::WarningKind::MixedPrecision, {25}, {}},
        {core::WarningKind::Fp8LayersIgnored, {}, {"FP8"}},
        {core::WarningKind::PowerCapped, {500, 84, 0.2, 500}, {}},
        {core::WarningKind::PowerCapped, {100, 20, 0.6, 105}, {}},
        {core::WarningKind::KvOffloaded, {12.5}, {}},
        {core::WarningKind::SpansNodes, {16, 8}, {}},
        {core::WarningKind::DataParallelAttention, {1, 8}, {}},
        {core::WarningKind::SequenceDoesNotFit, {61.5, 41.2}, {}},
        {core::WarningKind::BeyondContext, {201024, 163840}, {"DeepSeek-R1 / V3 (671B)"}},
        {core::WarningKind::CachedPriceAboveInput, {5, 0.55}, {}},
    };
    for (const core::Warning& w : warnings) {
        const QString text = ui::warningText(w);
        QVERIFY(!text.isEmpty());
        // Every figure and name the warning carries reaches the text.
        for (const std::string& name : w.texts)
            QVERIFY2(text.contains(QString::fromStdString(name)), qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("%1")) && !text.contains(QStringLiteral("%2")));
        QVERIFY(!core::englishText(w).empty());
    }
}

void TestLanguage::coreRefusalsAreShownInTheUsersLanguage()
{
    ContextTranslator translator = warningTranslator();
    QVERIFY(QCoreApplication::installTranslator(&translator));
    ui::MainWindow window;
    core::WorkbookData data = ui::DocumentModel::defaultWorkbook();
    data.scenarios[0].inputs.pricePerGpuHourUsd = 2000; // the field allows 0.01 to 1000 $/GPU-h
    window.document()->resetFrom(data);
    window.document()->setSelectedIndex(0);
    window.flushUpdates();
    const ui::ScenarioResult& result = window.scheduler()->results().front();
    QVERIFY(!result.valid);
    // Core's message stays English for the command line; the window words the typed refusal.
    QVERIFY(result.error.contains(QStringLiteral("is outside its range")));
    const auto refusal = core::firstRefusal(result.inputs);
    QVERIFY(refusal);
    QCOMPARE(QString::fromLatin1(refusal->field->key), QStringLiteral("price_per_gpu_hour"));
    QCOMPARE(refusal->value, 2000.0);
    QVERIFY2(window.fitStatus().contains(QStringLiteral("= 2,000 超出有效范围 0.01 至 1,000")),
             qPrintable(window.fitStatus()));
    QCoreApplication::removeTranslator(&translator);
}

void TestLanguage::qtsOwnButtonsAreChineseWhenTheirTranslationIsInstalled()
{
    const QString folder = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    if (!QFile::exists(folder + QStringLiteral("/qtbase_zh_CN.qm")))
        QSKIP("qt6-translations-l10n is not installed: Qt's own texts stay English");
    const QLocale previous;
    const QFont previousFont = QApplication::font();
    QTranslator qt;
    QTranslator app;
    const ui::LanguageLoaded loaded = ui::installLanguage(QLocale(QLocale::Chinese, QLocale::China), qt, app);
    QVERIFY(loaded.qtTexts);
    QDialogButtonBox box(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    const QString cancel = box.button(QDialogButtonBox::Cancel)->text();
    QCoreApplication::removeTranslator(&qt);
    QCoreApplication::removeTranslator(&app);
    QLocale::setDefault(previous);
    QApplication::setFont(previousFont);
    QVERIFY2(cancel.contains(QStringLiteral("取消")), qPrintable(cancel));
}

void TestLanguage::simplifiedChineseGetsTheSimplifiedChineseFace()
{
    QCOMPARE(ui::fontFamiliesFor(QLocale(QLocale::Chinese, QLocale::China)).value(0),
             QStringLiteral("Noto Sans CJK SC"));
    QCOMPARE(ui::fontFamiliesFor(QLocale(QLocale::Chinese, QLocale::Taiwan)).value(0),
             QStringLiteral("Noto Sans CJK TC"));
    QVERIFY(ui::fontFamiliesFor(QLocale(QLocale::English, QLocale::UnitedStates)).isEmpty());
    // The base family keeps the Latin text, the Simplified Chinese face comes next for Han
    // characters, and the Japanese face a desktop may have set goes.
    QFont base(QStringLiteral("DejaVu Sans"));
    base.setFamilies({QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans CJK JP")});
    const QFont font = ui::fontFor(QLocale(QLocale::Chinese, QLocale::China), base);
    QCOMPARE(font.families().value(0), QStringLiteral("DejaVu Sans"));
    QCOMPARE(font.families().value(1), QStringLiteral("Noto Sans CJK SC"));
    QVERIFY(!font.families().contains(QStringLiteral("Noto Sans CJK JP")));
    QCOMPARE(ui::fontFor(QLocale(QLocale::Chinese, QLocale::China), font), font);
}

void TestLanguage::chineseAxisTitlesStayWholeInTheSmallestCharts()
{
    // Han characters stand taller than the Latin font's line: at a height fixed for English, Qt
    // Charts elided the energy chart's Chinese axis titles to "...". The charts' smallest size now
    // grows with the language's glyphs.
    const QLocale previous;
    const QFont previousFont = QApplication::font();
    QTranslator qt;
    QTranslator app;
    ui::installLanguage(QLocale(QLocale::Chinese, QLocale::China), qt, app);
    // The energy chart's titles, as the shipped catalogue words them.
    ContextTranslator energyChart("tf::ui::EnergyChart",
                                  {{"Energy efficiency at the operating point", "工作点能效"},
                                   {"Energy efficiency %1", "能效 %1"},
                                   {"total tokens", "全部Token"},
                                   {"Tokens per joule (tok/J, %1)", "每焦耳Token数（tok/J，%1）"},
                                   {"tok/s per facility MW (%1)", "每MW设施功耗 tok/s（%1）"}});
    QVERIFY(QCoreApplication::installTranslator(&energyChart));
    {
        ui::MainWindow window;
        window.resize(1600, 600); // every chart at its minimum height (the chart area scrolls), wide
        window.show();
        window.flushUpdates();
        window.chartArea()->repaintNow();
        QTest::qWait(100);
        int titles = 0;
        int chineseTitles = 0;
        int tallestMinimum = 0;
        for (const ui::ChartWidget* chart : window.chartArea()->charts())
            tallestMinimum = std::max(tallestMinimum, chart->minimumHeight());
        for (ui::ChartWidget* chart : window.chartArea()->charts()) {
            QVERIFY2(chart->height() <= tallestMinimum + 1, qPrintable(QString::number(chart->height())));
            const auto* view = chart->findChild<QChartView*>();
            QVERIFY(view);
            for (QGraphicsItem* item : view->scene()->items()) {
                const auto* text = dynamic_cast<const QGraphicsTextItem*>(item);
                if (!text || !text->isVisible() || text->toPlainText().isEmpty())
                    continue;
                ++titles;
                chineseTitles += text->toPlainText().contains(QStringLiteral("每")) ? 1 : 0;
                QVERIFY2(!text->toPlainText().contains(QStringLiteral("...")), qPrintable(text->toPlainText()));
            }
        }
        QVERIFY(titles > 0);
        QVERIFY(chineseTitles >= 2);
    }
    QCoreApplication::removeTranslator(&energyChart);
    QCoreApplication::removeTranslator(&qt);
    QCoreApplication::removeTranslator(&app);
    QLocale::setDefault(previous);
    QApplication::setFont(previousFont);
}

// The workload presets read "Chat (1,024 in / 1,024 out)" in a Chinese window: their names and
// lengths came from the catalog's English title.
void TestLanguage::presetNamesAreShownInTheUsersLanguage()
{
    ContextTranslator presets("Presets", {{"Chat", "聊天"}});
    ContextTranslator box("tf::ui::WorkloadPresetBox",
                          {{"%1 in / %2 out", "输入 %1 / 输出 %2"}, {"%1 (%2)", "%1（%2）"}});
    QVERIFY(QCoreApplication::installTranslator(&presets));
    QVERIFY(QCoreApplication::installTranslator(&box));
    QString chat;
    {
        const ui::WorkloadPresetBox combo(nullptr);
        const core::WorkloadPreset* preset = core::findWorkloadPreset("chat-1k-1k");
        QVERIFY(preset);
        chat = combo.itemText(combo.findData(QString::fromStdString(preset->id)));
    }
    QCoreApplication::removeTranslator(&box);
    QCoreApplication::removeTranslator(&presets);
    QCOMPARE(chat, QStringLiteral("聊天（输入 1,024 / 输出 1,024）"));
}

// On a narrow window the Chinese cost card read "$/Mtok（总" over "计）": Han text may break between
// any two characters. A title now breaks only between its unit and its qualifier.
void TestLanguage::cardTitlesWrapBetweenTheirUnitAndQualifier()
{
    ContextTranslator cards("tf::ui::HeadlineCards", {{"$/Mtok (total)", "$/Mtok（总计）"},
                                                      {"tok/s/GPU (total)", "tok/s/GPU（总计）"},
                                                      {"tok/s/user", "tok/s/用户"}});
    QVERIFY(QCoreApplication::installTranslator(&cards));
    QFont font;
    QStringList titles;
    {
        ui::MainWindow window;
        window.flushUpdates();
        for (const QLabel* label : window.headlineCards()->findChildren<QLabel*>()) {
            const QString plain = QString(label->text()).remove(QChar(0x2060)).remove(QChar(0x200B));
            if (plain == QStringLiteral("$/Mtok（总计）") || plain == QStringLiteral("tok/s/GPU（总计）") ||
                plain == QStringLiteral("tok/s/用户")) {
                titles << label->text();
                font = label->font();
            }
        }
    }
    QCoreApplication::removeTranslator(&cards);
    QCOMPARE(titles.size(), 3);
    // Each laid out as wide as its unit and one more character: the old titles broke after 总,
    // after "tok/s/" and between 用 and 户; these break only before "（".
    const QFontMetricsF metrics(font);
    const auto linesAt = [&font](const QString& shown, double width) {
        QTextLayout layout(shown, font);
        layout.beginLayout();
        QStringList lines;
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            lines << shown.mid(line.textStart(), line.textLength()).remove(QChar(0x2060)).remove(QChar(0x200B));
        }
        layout.endLayout();
        return lines;
    };
    QCOMPARE(linesAt(titles[0], metrics.horizontalAdvance(QStringLiteral("$/Mtok（总")) + 1),
             QStringList({QStringLiteral("$/Mtok"), QStringLiteral("（总计）")}));
    QCOMPARE(linesAt(titles[1], metrics.horizontalAdvance(QStringLiteral("tok/s/GPU（")) + 1),
             QStringList({QStringLiteral("tok/s/GPU"), QStringLiteral("（总计）")}));
    QCOMPARE(linesAt(titles[2], metrics.horizontalAdvance(QStringLiteral("tok/s/用")) + 1),
             QStringList({QStringLiteral("tok/s/用户")}));
}

// "使用年限" (useful life) holds "年" (years): the rule that spares "Batch (concurrent sequences)"
// a second "sequences" left the Chinese field at a bare "5.0".
void TestLanguage::aOneCharacterUnitIsShownWhateverItsLabel()
{
    ContextTranslator translator("tf::core::InputField", {{"Useful life", "使用年限"}, {"years", "年"}});
    QVERIFY(QCoreApplication::installTranslator(&translator));
    ui::MainWindow window;
    ui::SliderField* life = window.parameterPanel()->field(QStringLiteral("useful_life_years"));
    QVERIFY(life);
    QCOMPARE(life->field()->suffix(), QStringLiteral(" 年"));
    QCoreApplication::removeTranslator(&translator);
}

// "每GPU全功耗, 每GPU资本支出": a Chinese list takes the enumeration comma.
void TestLanguage::listsUseTheLanguagesSeparator()
{
    const QStringList items{QStringLiteral("每GPU全功耗"), QStringLiteral("每GPU资本支出")};
    QCOMPARE(ui::format::list(items), QStringLiteral("每GPU全功耗, 每GPU资本支出"));
    ContextTranslator translator("tf::ui::format", {{", ", "、"}});
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QCOMPARE(ui::format::list(items), QStringLiteral("每GPU全功耗、每GPU资本支出"));
    QCoreApplication::removeTranslator(&translator);
}

// Product names stay as they are; the per-GPU qualifier of a rack-scale entry read "(per GPU)" in
// the Chinese window and report.
void TestLanguage::aRackScaleEntrysQualifierIsTranslated()
{
    const core::Catalog& catalog = core::Catalog::builtIn();
    QCOMPARE(ui::hardwareName(&catalog, "gb300-nvl72"), QStringLiteral("NVIDIA GB300 NVL72 (per GPU)"));
    ContextTranslator translator("CatalogNames", {{" (per GPU)", "（每GPU）"}});
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QCOMPARE(ui::hardwareName(&catalog, "gb300-nvl72"), QStringLiteral("NVIDIA GB300 NVL72（每GPU）"));
    QCOMPARE(ui::hardwareName(&catalog, "h200"), QStringLiteral("NVIDIA H200 SXM"));
    QCoreApplication::removeTranslator(&translator);
}

/// The translation `catalogue` (a .ts file) gives `source` in `context`, or an empty string.
QString shippedTranslation(const QString& catalogue, const QString& context, const QString& source)
{
    QFile file(catalogue);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QXmlStreamReader xml(&file);
    QString currentContext;
    QString currentSource;
    while (xml.readNextStartElement() || !xml.atEnd()) {
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            currentContext = xml.readElementText();
        else if (xml.name() == QLatin1String("source"))
            currentSource = xml.readElementText();
        else if (xml.name() == QLatin1String("translation") && currentContext == context && currentSource == source)
            return xml.readElementText();
    }
    return {};
}

// The Chinese card line read "较 GB300 NVL72 F…": the baseline's name came first, and a narrow card
// elided the figure it was there to show. The figure leads in every language, as in English.
void TestLanguage::aCardsChangeKeepsItsFigureFirstInChinese()
{
    const QString line = shippedTranslation(QFINDTESTDATA("../resources/translations/tokenfactory_zh_CN.ts"),
                                            QStringLiteral("tf::ui::HeadlineCards"), QStringLiteral("%1 vs %2"));
    QVERIFY2(!line.isEmpty(), "the shipped Chinese catalogue must translate the line");
    QVERIFY2(line.startsWith(QStringLiteral("%1")), qPrintable(line));
}

QTEST_MAIN(TestLanguage)
#include "test_language.moc"

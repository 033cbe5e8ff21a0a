// The source articles are named once, in core/sources: title, English gloss, publisher, date.
#include "core/sources.h"

#include <QTest>

#include <algorithm>

using namespace tf::core;

class TestSources : public QObject
{
    Q_OBJECT

private slots:
    void bothArticlesAreNamedInFull()
    {
        const std::vector<SourceArticle>& articles = sourceArticles();
        QCOMPARE(articles.size(), size_t(2));
        QCOMPARE(articles[0].shortName, std::string_view("the cost-per-token article"));
        QCOMPARE(articles[1].shortName, std::string_view("the token-economics article"));
        for (const SourceArticle& a : articles) {
            QVERIFY(!a.title.empty());
            QVERIFY(!a.englishTitle.empty());
            QVERIFY(!a.publisher.empty());
            QVERIFY(!a.date.empty());
            QVERIFY(!a.usedFor.empty());
        }
    }

    void citationHasOneLinePerArticle()
    {
        const std::string citation = sourceArticlesCitation();
        QCOMPARE(std::count(citation.begin(), citation.end(), '\n'), 1);
        for (const SourceArticle& a : sourceArticles()) {
            QVERIFY(citation.find(a.title) != std::string::npos);
            QVERIFY(citation.find(a.publisher) != std::string::npos);
        }
        // The product never calls the articles "the seed" (the word belongs to the Monte Carlo
        // random seed).
        QVERIFY(citation.find("seed") == std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestSources)
#include "test_sources.moc"

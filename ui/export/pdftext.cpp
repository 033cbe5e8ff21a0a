#include "ui/export/pdftext.h"

#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <QString>

#include <algorithm>

namespace tf::ui::report {

namespace {

constexpr char32_t kRadicalsFirst = 0x2E80; // CJK Radicals Supplement, then Kangxi Radicals
constexpr char32_t kRadicalsLast = 0x2FDF;
constexpr char32_t kIdeographsFirst = 0x4E00; // CJK Unified Ideographs
constexpr char32_t kIdeographsLast = 0x9FFF;

/// Radical → the ideograph `face` draws with the same glyph.
QHash<char16_t, char16_t> ideographsOfRadicals(const QRawFont& face)
{
    QHash<char16_t, char16_t> ideographs;
    if (!face.isValid())
        return ideographs;
    auto glyphsOf = [&face](char32_t first, char32_t last) {
        QString text;
        for (char32_t c = first; c <= last; ++c)
            text += QChar(static_cast<char16_t>(c));
        return face.glyphIndexesForString(text);
    };
    const QList<quint32> ideographGlyphs = glyphsOf(kIdeographsFirst, kIdeographsLast);
    QHash<quint32, char16_t> ideographOfGlyph;
    for (qsizetype i = ideographGlyphs.size() - 1; i >= 0; --i) // the lowest code point wins
        if (ideographGlyphs[i] != 0)
            ideographOfGlyph[ideographGlyphs[i]] = static_cast<char16_t>(kIdeographsFirst + i);
    const QList<quint32> radicalGlyphs = glyphsOf(kRadicalsFirst, kRadicalsLast);
    for (qsizetype i = 0; i < radicalGlyphs.size(); ++i)
        if (const auto found = ideographOfGlyph.constFind(radicalGlyphs[i]);
            radicalGlyphs[i] != 0 && found != ideographOfGlyph.cend())
            ideographs.insert(static_cast<char16_t>(kRadicalsFirst + i), *found);
    return ideographs;
}

QByteArray hex4(char16_t c)
{
    return QByteArray::number(static_cast<uint>(c), 16).toUpper().rightJustified(4, '0');
}

/// Rewrites the destinations of one "beginbfrange" line in place: "<lo> <hi> [<d> <d> ...]", or
/// "<lo> <lo> <d>" for a single glyph.
int renameLine(char* line, qsizetype length, const QHash<char16_t, char16_t>& ideographs)
{
    static const QRegularExpression code(QStringLiteral("<([0-9A-Fa-f]{4})>"));
    const QString text = QString::fromLatin1(line, length);
    QList<QRegularExpressionMatch> codes;
    for (auto it = code.globalMatch(text); it.hasNext();)
        codes << it.next();
    if (codes.size() < 3 || (codes.size() == 3 && codes[0].captured(1) != codes[1].captured(1)))
        return 0; // not a mapping, or a range of consecutive code points
    int renamed = 0;
    for (qsizetype i = 2; i < codes.size(); ++i) {
        const auto radical = static_cast<char16_t>(codes[i].captured(1).toUInt(nullptr, 16));
        if (const auto found = ideographs.constFind(radical); found != ideographs.cend()) {
            const QByteArray name = hex4(*found);
            std::copy(name.begin(), name.end(), line + codes[i].capturedStart(1));
            ++renamed;
        }
    }
    return renamed;
}

} // namespace

int nameRadicalGlyphsByTheirIdeographs(QByteArray* pdf, const QRawFont& face)
{
    const QHash<char16_t, char16_t> ideographs = ideographsOfRadicals(face);
    if (ideographs.isEmpty())
        return 0;
    static const QByteArray kBegin = "beginbfrange\n";
    static const QByteArray kEnd = "endbfrange";
    int renamed = 0;
    for (qsizetype at = pdf->indexOf(kBegin); at >= 0; at = pdf->indexOf(kBegin, at)) {
        at += kBegin.size();
        const qsizetype end = pdf->indexOf(kEnd, at);
        if (end < 0)
            break;
        while (at < end) {
            qsizetype lineEnd = pdf->indexOf('\n', at);
            if (lineEnd < 0 || lineEnd > end)
                lineEnd = end;
            renamed += renameLine(pdf->data() + at, lineEnd - at, ideographs);
            at = lineEnd + 1;
        }
    }
    return renamed;
}

} // namespace tf::ui::report

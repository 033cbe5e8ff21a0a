#pragma once

#include <map>
#include <memory>
#include <string>

class QJsonObject;

namespace tf::core {

/// The citations of one catalog entry: figure key -> where it was read. The shipped catalog holds
/// about 400 of them, and converting them was a third of its load time although only tooltips,
/// reports and `catalog --json` read them; so a shipped entry keeps its parsed JSON object and
/// converts it on the first read. Copies share the converted map; set() gives the copy its own.
class SourceMap
{
public:
    using Entries = std::map<std::string, std::string>;

    SourceMap();
    SourceMap(Entries entries);
    /// Citations converted from `object` when first read. Only for texts already known to be plain
    /// text of bounded length (the shipped catalog, checked by its tests): a value that is not
    /// text is skipped.
    static SourceMap convertedOnFirstRead(const QJsonObject& object);

    /// Thread-safe; converts on the first call.
    const Entries& entries() const;
    Entries::const_iterator find(const std::string& key) const { return entries().find(key); }
    Entries::const_iterator begin() const { return entries().begin(); }
    Entries::const_iterator end() const { return entries().end(); }
    std::size_t count(const std::string& key) const { return entries().count(key); }
    bool empty() const { return entries().empty(); }
    std::size_t size() const { return entries().size(); }
    void set(const std::string& key, std::string citation);

    friend bool operator==(const SourceMap& a, const SourceMap& b) { return a.entries() == b.entries(); }

private:
    struct State;
    std::shared_ptr<State> m_state;
};

} // namespace tf::core

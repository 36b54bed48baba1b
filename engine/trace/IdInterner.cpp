#include "trace/IdInterner.h"

#include <charconv>
#include <cstring>
#include <stdexcept>

namespace kvwb {

namespace {

constexpr std::uint32_t kEmpty = 0xffffffffu;
constexpr std::size_t kInitialSlots = 1u << 12;

// splitmix64 finaliser: cheap and mixes sequential ids (the common case) well.
inline std::uint64_t mix(std::uint64_t x)
{
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    x ^= x >> 31;
    return x;
}

// FNV-1a then mixed; keys are short hash strings.
inline std::uint64_t hashText(std::string_view s)
{
    std::uint64_t h = 1469598103934665603ULL;
    for (unsigned char c : s) {
        h ^= c;
        h *= 1099511628211ULL;
    }
    return mix(h);
}

void checkIdSpace(std::uint32_t nextId)
{
    if (nextId == kEmpty)
        throw std::length_error("more than 2^32 - 1 distinct block ids");
}

inline std::size_t slotOf(std::uint64_t key, std::size_t mask)
{
    return mix(key) & mask;
}

} // namespace

U64Interner::U64Interner() : m_slots(kInitialSlots, Slot{0, kEmpty}), m_mask(kInitialSlots - 1) {}

std::uint32_t U64Interner::intern(std::uint64_t key, std::uint32_t& nextId)
{
    std::size_t i = slotOf(key, m_mask);
    while (true) {
        Slot& s = m_slots[i];
        if (s.id == kEmpty) {
            checkIdSpace(nextId);
            s.key = key;
            s.id = nextId++;
            const std::uint32_t id = s.id;
            if (++m_size * 2 > m_slots.size())
                grow();
            return id;
        }
        if (s.key == key)
            return s.id;
        i = (i + 1) & m_mask;
    }
}

void U64Interner::grow()
{
    std::vector<Slot> old(m_slots.size() * 2, Slot{0, kEmpty});
    old.swap(m_slots);
    m_mask = m_slots.size() - 1;
    for (const Slot& s : old) {
        if (s.id == kEmpty)
            continue;
        std::size_t i = slotOf(s.key, m_mask);
        while (m_slots[i].id != kEmpty)
            i = (i + 1) & m_mask;
        m_slots[i] = s;
    }
}

StringInterner::StringInterner() : m_slots(kInitialSlots, Slot{0, 0, kEmpty}), m_mask(kInitialSlots - 1) {}

std::string_view StringInterner::keyAt(std::uint64_t offset) const
{
    std::uint32_t len;
    std::memcpy(&len, m_arena.data() + offset, sizeof len);
    return {m_arena.data() + offset + sizeof len, len};
}

std::uint32_t StringInterner::intern(std::string_view key, std::uint32_t& nextId)
{
    const std::uint64_t h = hashText(key);
    std::size_t i = h & m_mask;
    while (true) {
        Slot& s = m_slots[i];
        if (s.id == kEmpty) {
            checkIdSpace(nextId);
            const auto len = static_cast<std::uint32_t>(key.size());
            s.hash = h;
            s.offset = m_arena.size();
            s.id = nextId++;
            m_arena.append(reinterpret_cast<const char*>(&len), sizeof len);
            m_arena.append(key);
            const std::uint32_t id = s.id;
            if (++m_size * 2 > m_slots.size())
                grow();
            return id;
        }
        if (s.hash == h && keyAt(s.offset) == key)
            return s.id;
        i = (i + 1) & m_mask;
    }
}

void StringInterner::grow()
{
    std::vector<Slot> old(m_slots.size() * 2, Slot{0, 0, kEmpty});
    old.swap(m_slots);
    m_mask = m_slots.size() - 1;
    for (const Slot& s : old) {
        if (s.id == kEmpty)
            continue;
        std::size_t i = s.hash & m_mask;
        while (m_slots[i].id != kEmpty)
            i = (i + 1) & m_mask;
        m_slots[i] = s;
    }
}

std::size_t StringInterner::memoryBytes() const
{
    return m_slots.capacity() * sizeof(Slot) + m_arena.capacity();
}

std::uint32_t HashIdInterner::internNegative(std::int64_t value)
{
    char buf[24];
    auto [end, ec] = std::to_chars(buf, buf + sizeof buf, value);
    (void)ec;
    return m_texts.intern(std::string_view(buf, std::size_t(end - buf)), m_next);
}

std::uint32_t HashIdInterner::internText(std::string_view text)
{
    // A string that is the canonical decimal text of a 64-bit unsigned integer is that integer.
    const bool canonical = !text.empty() && text.size() <= 20 && (text[0] != '0' || text.size() == 1);
    if (canonical) {
        std::uint64_t v = 0;
        auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
        if (ec == std::errc() && ptr == text.data() + text.size())
            return internInteger(v);
    }
    return m_texts.intern(text, m_next);
}

std::uint32_t HashIdInterner::internHashText(std::string_view text)
{
    // Only the one canonical spelling of a number maps to it, so distinct strings stay distinct.
    const bool canonical = text.size() > 2 && text.size() <= 18 && text[0] == '0' && text[1] == 'x' &&
                           (text[2] != '0' || text.size() == 3);
    if (canonical) {
        std::uint64_t v = 0;
        bool ok = true;
        for (std::size_t i = 2; i < text.size() && ok; ++i) {
            const char c = text[i];
            const int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
            ok = digit >= 0;
            v = (v << 4) | std::uint64_t(digit < 0 ? 0 : digit);
        }
        if (ok)
            return m_hex.intern(v, m_next);
    }
    return m_texts.intern(text, m_next);
}

} // namespace kvwb

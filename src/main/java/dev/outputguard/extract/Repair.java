package dev.outputguard.extract;

/** One fix made in repair mode: what kind, and the UTF-16 offset in the input where it was made. */
public record Repair(RepairKind kind, int position) {
}

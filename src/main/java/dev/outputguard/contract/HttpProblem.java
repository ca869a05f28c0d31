package dev.outputguard.contract;

public interface HttpProblem {
    int httpStatus();

    String code();

    String getMessage();
}

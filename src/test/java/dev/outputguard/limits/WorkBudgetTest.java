package dev.outputguard.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;

class WorkBudgetTest {

    @Test
    void spend_withinTheBudget_countsTheSteps() {
        WorkBudget budget = WorkBudget.of(1_000);
        budget.spend(400);
        budget.spend(600);
        assertEquals(1_000, budget.spent());
        assertEquals(0, budget.remaining());
        assertFalse(budget.exhausted());
    }

    @Test
    void spend_pastTheBudget_throwsNamingTheBudgetAndItsSetting_andEveryLaterSpendThrowsToo() {
        WorkBudget budget = WorkBudget.of(1_000);
        budget.spend(999);
        WorkBudget.Spent spent = assertThrows(WorkBudget.Spent.class, () -> budget.spend(2));
        assertEquals("it spent its work budget of 1000 steps (setting outputguard.max-schema-work)", spent.getMessage());
        assertFalse(spent.stopped());
        assertTrue(budget.exhausted());
        assertEquals(1_000, budget.spent());
        assertThrows(WorkBudget.Spent.class, () -> budget.spend(1), "a spent budget stays spent");
    }

    @Test
    void spend_aLargeBudget_isCheckedWhenItRunsOut_notOnlyEveryFewThousandSteps() {
        WorkBudget budget = WorkBudget.of(200_000);
        for (int i = 0; i < 200_000; i++) {
            budget.spend(1);
        }
        assertThrows(WorkBudget.Spent.class, () -> budget.spend(1));
    }

    @Test
    void trySpend_neverThrows_andSpendsNothingWhenTooLittleIsLeft() {
        WorkBudget budget = WorkBudget.of(100);
        assertTrue(budget.trySpend(60));
        assertFalse(budget.trySpend(60));
        assertEquals(40, budget.remaining());
        assertTrue(budget.trySpend(40));
        assertFalse(budget.trySpend(1));
    }

    @Test
    void stopWhen_theConditionHolds_stopsTheWork_namingTheReason() {
        AtomicBoolean late = new AtomicBoolean();
        WorkBudget budget = WorkBudget.of(Limits.DEFAULT).stopWhen(late::get, "the deadline passed");
        budget.spend(100_000);
        late.set(true);
        WorkBudget.Spent spent = assertThrows(WorkBudget.Spent.class, () -> {
            for (int i = 0; i < 1_000; i++) {
                budget.spend(1_000);
            }
        });
        assertTrue(spent.stopped());
        assertEquals("it stopped because the deadline passed", spent.getMessage());
        assertFalse(budget.trySpend(1));
    }

    @Test
    void of_limits_isTheConfiguredSize() {
        assertEquals(Limits.DEFAULT_MAX_SCHEMA_WORK, WorkBudget.of(Limits.DEFAULT).limit());
        assertEquals(42, WorkBudget.of(Limits.builder().maxSchemaWork(42).build()).limit());
        assertThrows(IllegalArgumentException.class, () -> WorkBudget.of(0));
    }
}
